import { describe, expect, it } from 'vitest';
import { formatOpeningHours, formatTime12h, indiaMinutesAt, isOpenAt } from './branchTime';

describe('formatTime12h', () => {
  it.each([
    ['09:30', '9:30 AM'],
    ['19:00', '7:00 PM'],
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['11:59', '11:59 AM'],
    ['13:05', '1:05 PM'],
    ['23:59', '11:59 PM'],
  ])('prints %s as %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it('prints a branch’s opening and closing times as a range', () => {
    expect(formatOpeningHours({ shopOpenTiming: '09:30', shopClosingTiming: '19:00' })).toBe(
      '9:30 AM – 7:00 PM',
    );
  });
});

/** An instant given as India wall-clock time (UTC+05:30, no daylight saving). */
const india = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe('indiaMinutesAt', () => {
  it('reads the wall clock in India whatever the instant’s own zone', () => {
    expect(indiaMinutesAt(india('2025-03-04T09:30'))).toBe(9 * 60 + 30);
    // 20:00 UTC is 01:30 the next morning in India.
    expect(indiaMinutesAt(new Date('2025-03-04T20:00:00Z'))).toBe(90);
    expect(indiaMinutesAt(india('2025-03-04T00:00'))).toBe(0);
  });
});

describe('isOpenAt', () => {
  const dayShift = { shopOpenTiming: '09:30', shopClosingTiming: '19:00' };

  it.each([
    ['09:29', false],
    ['09:30', true],
    ['13:00', true],
    ['18:59', true],
    ['19:00', false],
    ['23:30', false],
    ['03:00', false],
  ])('a 9:30 AM – 7:00 PM branch at %s India time is open: %s', (time, open) => {
    expect(isOpenAt(dayShift, india(`2025-06-15T${time}`))).toBe(open);
  });

  it('uses India time even when the visitor’s clock is elsewhere', () => {
    // 04:30 UTC is 10:00 in India: open, though it is before opening time in UTC.
    expect(isOpenAt(dayShift, new Date('2025-06-15T04:30:00Z'))).toBe(true);
    // 14:00 UTC is 19:30 in India: closed, though 14:00 is within the timings.
    expect(isOpenAt(dayShift, new Date('2025-06-15T14:00:00Z'))).toBe(false);
  });

  it('opens every day of the week: the spec names no weekly closing day', () => {
    // 2025-06-15 is a Sunday, 2025-06-16 a Monday.
    expect(isOpenAt(dayShift, india('2025-06-15T11:00'))).toBe(true);
    expect(isOpenAt(dayShift, india('2025-06-16T11:00'))).toBe(true);
  });

  it('handles timings that run past midnight', () => {
    const lateShift = { shopOpenTiming: '18:00', shopClosingTiming: '02:00' };
    expect(isOpenAt(lateShift, india('2025-06-15T17:59'))).toBe(false);
    expect(isOpenAt(lateShift, india('2025-06-15T23:00'))).toBe(true);
    expect(isOpenAt(lateShift, india('2025-06-16T01:59'))).toBe(true);
    expect(isOpenAt(lateShift, india('2025-06-16T02:00'))).toBe(false);
  });

  it('treats equal opening and closing times as never open', () => {
    expect(
      isOpenAt({ shopOpenTiming: '10:00', shopClosingTiming: '10:00' }, india('2025-06-15T10:00')),
    ).toBe(false);
  });
});
