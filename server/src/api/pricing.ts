// Money is priced in integer paise with BigInt: grams and rates are decimal strings with at most
// two decimals, so the product is exact and only the final rounding to paise is a choice.

const decimal = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A non-negative decimal string with at most 2 decimals, in hundredths ("10.25" -> 1025n). */
export function toHundredths(value: string): bigint {
  const match = decimal.exec(value);
  if (!match) throw new RangeError(`not a decimal with at most 2 decimals: "${value}"`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** grams x rupees-per-gram, in paise, rounded half up ("10.25" x "7150.00" -> 7328750n). */
export function priceInPaise(grams: string, ratePerGram: string): bigint {
  // hundredths of a gram x paise = 1/100 paise
  return (toHundredths(grams) * toHundredths(ratePerGram) + 50n) / 100n;
}

/** Paise as a rupee decimal string with 2 decimals (7328750n -> "73287.50"). */
export function formatPaise(paise: bigint): string {
  const fraction = (paise % 100n).toString().padStart(2, '0');
  return `${paise / 100n}.${fraction}`;
}

/**
 * The largest amount the JSON answer carries exactly: a double round-trips any decimal of up to
 * 15 significant digits, so rupees with paise stay exact below 10^13 rupees.
 */
export const MAX_EXACT_PAISE = 10n ** 15n - 1n;
