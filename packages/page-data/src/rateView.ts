import type { GoldRate } from '@gold/contracts';
import { formatInr } from './formatInr';

/** Today's per-gram rates as a page shows them, in rupees with Indian grouping ("₹7,150.00"). */
export type RateView = {
  karat18: string;
  karat22: string;
  karat24: string;
};

/** The view of a rate record, the same on the server (first paint) and in the page (its refresh). */
export function rateView(rate: Pick<GoldRate, 'karat18' | 'karat22' | 'karat24'>): RateView {
  return {
    karat18: formatInr(rate.karat18),
    karat22: formatInr(rate.karat22),
    karat24: formatInr(rate.karat24),
  };
}
