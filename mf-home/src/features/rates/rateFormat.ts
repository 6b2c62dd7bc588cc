import type { GoldRate } from '@gold/contracts';
import { formatInr } from '@gold/ui';

/** The three carats the site prices, in the order the badge shows them. */
export const rateCarats = [
  { label: '18K', key: 'karat18' },
  { label: '22K', key: 'karat22' },
  { label: '24K', key: 'karat24' },
] as const satisfies readonly { label: string; key: keyof GoldRate }[];

/** A per-gram rate in rupees with Indian digit grouping: 712345.5 -> "₹7,12,345.50 / gram". */
export function formatRatePerGram(rupees: number): string {
  return `${formatInr(rupees)} / gram`;
}
