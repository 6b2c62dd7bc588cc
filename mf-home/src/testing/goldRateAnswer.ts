import type { GoldRate } from '@gold/contracts';

/** A day's rates as goldRate/view lists them. */
export const todaysRate: GoldRate = {
  karat18: 5850,
  karat22: 7150,
  karat24: 7800,
  lastUpdateTime: '2025-02-01T04:30:00.000Z',
};

/** The decrypted answer of goldRate/view listing `rates`, newest first. */
export function rateAnswer(...rates: GoldRate[]) {
  return { flag: 1, message: 'Success', data: { content: rates, totalElements: rates.length } };
}
