import { describe, expect, it } from 'vitest';
import { formatOpeningHours, formatTime12h } from './branchView';

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

  it("prints the hours in Tamil and Kannada with the day's part first", () => {
    const branch = { shopOpenTiming: '09:30', shopClosingTiming: '19:00' };
    expect(formatOpeningHours(branch, 'ta')).toBe('முற்பகல் 9:30 – பிற்பகல் 7:00');
    expect(formatOpeningHours(branch, 'kn')).toBe('ಪೂರ್ವಾಹ್ನ 9:30 – ಅಪರಾಹ್ನ 7:00');
    expect(formatTime12h('12:00', 'ta')).toBe('பிற்பகல் 12:00');
    expect(formatTime12h('00:05', 'kn')).toBe('ಪೂರ್ವಾಹ್ನ 12:05');
  });
});
