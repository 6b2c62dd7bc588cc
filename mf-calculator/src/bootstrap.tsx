import { renderStandalone } from '@gold/standalone';
import CalculatorPage from './exposes/CalculatorPage';

// Started alone (`pnpm dev` in this folder): the exposed pages without the shell.
renderStandalone({
  Calculator: CalculatorPage,
});
