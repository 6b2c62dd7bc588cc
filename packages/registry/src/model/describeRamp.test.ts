import { describe, expect, it } from 'vitest';
import { describeRampOutlook, remainingText } from './describeRamp';
import type { RampOutlook } from './opsApi';

const ramp = (outlook: Partial<RampOutlook>) => ({
  steps: [5, 25, 100],
  step: 0,
  everyMs: 600_000,
  outlook: {
    nextPercent: 25,
    dueAt: '2025-01-01T00:10:00.000Z',
    remainingMs: 200_000,
    visitorsNeeded: 0,
    waitingFor: 'time' as const,
    ...outlook,
  },
});
const clock = (iso: string) => iso.slice(11, 19);

describe('describeRampOutlook', () => {
  it('tells the next step’s time, and the visitors the guard still needs', () => {
    expect(describeRampOutlook(ramp({}), clock)).toBe(
      'next: 25 % at 00:10:00 (in 3 min 20 s) if the guard is green then',
    );
    expect(describeRampOutlook(ramp({ visitorsNeeded: 1 }), clock)).toBe(
      'next: 25 % at 00:10:00 (in 3 min 20 s) if the guard is green then; it needs 1 more canary visitor to judge',
    );
    expect(
      describeRampOutlook(
        ramp({ waitingFor: 'visitors', visitorsNeeded: 12, remainingMs: 0 }),
        clock,
      ),
    ).toBe(
      "next: 25 % once the guard has 12 more canary visitors to judge (the step's time was up at 00:10:00)",
    );
  });

  it('says what resume does, and that a last step below 100 waits for a promotion', () => {
    expect(describeRampOutlook(ramp({ waitingFor: 'resume', dueAt: null }), clock)).toBe(
      "paused with 3 min 20 s of the step's 10 min to run: resume carries the step's clock on from there (it does not restart), then 25 % if the guard is green",
    );
    expect(
      describeRampOutlook(
        { ...ramp({ waitingFor: 'promotion', nextPercent: null }), steps: [5, 25], step: 1 },
        clock,
      ),
    ).toBe('the last step (25 %): it holds until the canary is promoted');
    expect(describeRampOutlook(ramp({ waitingFor: 'look', nextPercent: 100 }), clock)).toBe(
      "next: promotion at the guard's next look",
    );
  });
});

describe('remainingText', () => {
  it.each([
    [0, '0 s'],
    [400, '1 s'],
    [40_000, '40 s'],
    [600_000, '10 min'],
    [3_900_000, '1 h 5 min'],
  ])('%d ms is %s', (ms, text) => expect(remainingText(ms)).toBe(text));
});
