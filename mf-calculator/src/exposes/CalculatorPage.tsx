export { CalculatorPage as default } from '../features/calculator/CalculatorPage';

/**
 * Nothing on this page changes once it is drawn but its island, the calculator form (see
 * `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
