import { hydrationSuite } from '@gold/prerender/testing';
import * as CalculatorPage from './exposes/CalculatorPage';

hydrationSuite({ CalculatorPage });
