export { CalculatorForm as default } from '../features/calculator/CalculatorForm';
