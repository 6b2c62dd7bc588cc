import { describe, expect, it } from 'vitest';
import { indiaWallClock } from './indiaTime';

const intlIndia = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** India's wall clock at `time` as Intl prints it with the time-zone database. */
function byIntl(time: number): string {
  const part = Object.fromEntries(intlIndia.formatToParts(time).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

describe('indiaWallClock', () => {
  it('reads 20:00 UTC as 01:30 the next morning in India', () => {
    expect(indiaWallClock(new Date('2025-03-04T20:00:00Z')).toISOString()).toBe(
      '2025-03-05T01:30:00.000Z',
    );
  });

  it('agrees with the time-zone database for 2,000 random instants from 1970 to 2100', () => {
    const end = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const time = Math.floor(Math.random() * end);
      expect(indiaWallClock(time).toISOString().slice(0, 19), new Date(time).toISOString()).toBe(
        byIntl(time),
      );
    }
  });
});
