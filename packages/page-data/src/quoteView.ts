import type { CalculatorRequest, CalculatorResult } from '@gold/contracts';
import { formatIndianDate, formatInr } from './formatInr';

/** A calculator price as the visitor reads it: what was priced, the rate's date and the amounts. */
export type QuoteView = {
  goldGrams: string;
  goldCarat: string;
  /** The day of the rate the price uses, dd/MM/yyyy. */
  rateDate: string;
  perGramPrice: string;
  totalPrice: string;
};

/**
 * The view of a price the server gave for `request`: the same in the page's dialog and in the
 * answer the server draws for a form posted before its code came.
 */
export function quoteView(
  request: Pick<CalculatorRequest, 'goldGrams' | 'goldCarat'>,
  result: CalculatorResult,
): QuoteView {
  return {
    goldGrams: request.goldGrams,
    goldCarat: request.goldCarat,
    rateDate: formatIndianDate(result.lastUpdateTime),
    perGramPrice: formatInr(result.PerGramPrice),
    totalPrice: formatInr(result.totalPrice),
  };
}
