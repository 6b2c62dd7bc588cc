import { describe, expect, it } from 'vitest';
import { readRampEditFields } from './rampEditForm';

describe('readRampEditFields', () => {
  it('reads the steps after the current one and the interval in milliseconds', () => {
    expect(readRampEditFields({ later: '50, 75 100', everyMinutes: '5' }, 25)).toEqual({
      plan: { later: [50, 75, 100], everyMs: 300_000 },
    });
    expect(readRampEditFields({ later: ' ', everyMinutes: '5' }, 25)).toEqual({
      plan: { later: [], everyMs: 300_000 },
    });
  });

  it('refuses steps that do not climb from the current one, and an interval out of range', () => {
    const read = readRampEditFields({ later: '20, 100', everyMinutes: '0' }, 25);
    expect(read).toEqual({
      problems: {
        later:
          'Whole percentages that climb from the current 25 % to at most 100, like 50, 100; empty to stop at this step.',
        everyMinutes: 'Whole minutes, from 1 to 10080 (7 days).',
      },
    });
    expect('problems' in readRampEditFields({ later: '50, 120', everyMinutes: '5' }, 25)).toBe(
      true,
    );
  });
});
