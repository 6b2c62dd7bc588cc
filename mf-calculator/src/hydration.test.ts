import { hydrationSuite } from '@gold/prerender/testing';
import CalculatorPage from './exposes/CalculatorPage';

hydrationSuite({ CalculatorPage });
