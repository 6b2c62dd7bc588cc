// Plain arithmetic instead of Intl.NumberFormat and Intl.DateTimeFormat. The first Intl object a
// page makes loads the browser's locale data: measured 150-200 ms of main thread at four times
// slower CPU (Lighthouse's phone), on every page that shows a rate. The tests hold both functions
// to Intl's output for the same values.
import { indiaWallClock } from '@gold/contracts';

const PAISE_PER_RUPEE = 100;

/** Digits grouped the Indian way: the last three, then pairs (12345678 -> "1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Rupees with Indian digit grouping: 123456.5 -> "₹1,23,456.50". */
export function formatInr(amount: number): string {
  // Rounded as Intl rounds: half away from zero on the decimal the number stands for (1.005 ->
  // 1.01), so the binary noise of `* 100` is cut off first. Exact below 10^13 rupees.
  const paise = Math.round(Number((Math.abs(amount) * PAISE_PER_RUPEE).toPrecision(15)));
  const rupees = Math.floor(paise / PAISE_PER_RUPEE);
  const cents = String(paise % PAISE_PER_RUPEE).padStart(2, '0');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${groupIndian(String(rupees))}.${cents}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as dd/MM/yyyy in India time, the spec's result date format. */
export function formatIndianDate(value: string | Date): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const india = indiaWallClock(time);
  return `${twoDigits(india.getUTCDate())}/${twoDigits(india.getUTCMonth() + 1)}/${india.getUTCFullYear()}`;
}
