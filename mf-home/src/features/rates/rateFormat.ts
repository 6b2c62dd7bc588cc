import { fill } from '@gold/i18n';
import type { RateView } from '@gold/page-data';
import { rateWords } from './rateWords';

/** The three carats the site prices, in the order the badge shows them. */
export const rateCarats = [
  { label: '18K', key: 'karat18' },
  { label: '22K', key: 'karat22' },
  { label: '24K', key: 'karat24' },
] as const satisfies readonly { label: string; key: keyof RateView }[];

/**
 * A per-gram rate as its view writes it (rupees, Indian grouping): "₹7,12,345.50 / gram" in
 * English, in `words`' language (the page's, by default) otherwise.
 */
export function perGram(amount: string, words = rateWords.now()): string {
  return fill(words.perGram, { amount });
}
