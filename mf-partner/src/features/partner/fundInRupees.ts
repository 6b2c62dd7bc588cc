import { maxLengths, patterns } from '@gold/contracts';
import { formatInr } from '@gold/ui';

/**
 * A fund as the visitor typed it (whole rupees, digits only), written back with Indian digit
 * grouping to show under its field: "1250000" -> "₹12,50,000". Nothing while the field holds no
 * amount the form accepts. Only shown: the form sends what was typed.
 */
export function fundInRupees(typed: string | undefined): string | undefined {
  if (!typed || typed.length > maxLengths.digits || !patterns.digits.test(typed)) return undefined;
  // Twelve digits at most: exact as a number. A whole number's paise are always ".00".
  return formatInr(Number(typed)).replace(/\.00$/, '');
}
