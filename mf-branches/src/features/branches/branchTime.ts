import type { Branch } from '@gold/contracts';

/** Minutes since midnight of a 24-hour "hh:mm" time. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A 24-hour "hh:mm" time in 12-hour form: "09:30" -> "9:30 AM", "00:00" -> "12:00 AM". */
export function formatTime12h(time: string): string {
  const total = minutesOf(time);
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The opening hours as a visitor reads them: "9:30 AM – 7:00 PM". */
export function formatOpeningHours(
  branch: Pick<Branch, 'shopOpenTiming' | 'shopClosingTiming'>,
): string {
  return `${formatTime12h(branch.shopOpenTiming)} – ${formatTime12h(branch.shopClosingTiming)}`;
}
