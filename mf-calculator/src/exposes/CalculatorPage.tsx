export { CalculatorPage as default } from '../features/calculator/CalculatorPage';
