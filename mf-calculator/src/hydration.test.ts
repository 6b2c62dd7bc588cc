import { hydrationSuite } from '@gold/prerender/testing';
import * as CalculatorFormIsland from './exposes/CalculatorFormIsland';
import * as CalculatorPage from './exposes/CalculatorPage';

hydrationSuite({ CalculatorPage }, { './CalculatorFormIsland': CalculatorFormIsland });
