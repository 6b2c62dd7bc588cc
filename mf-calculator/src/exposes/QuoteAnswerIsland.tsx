export { QuoteAnswer as default } from '../features/calculator/QuoteAnswer';
