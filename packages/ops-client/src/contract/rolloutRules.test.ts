import { describe, expect, it } from 'vitest';
import { isPercent, isRampEvery, isRampSteps, MAX_RAMP_STEPS } from './rolloutRules';

describe('the rollout rules', () => {
  it('take a whole percentage from 0 (the canary ends) to 100 as a share', () => {
    expect([0, 1, 50, 100].map(isPercent)).toEqual([true, true, true, true]);
    expect([-1, 101, 2.5, NaN].map(isPercent)).toEqual([false, false, false, false]);
  });

  it('take as a ramp whole steps that climb from 1 to at most 100, not starting at 100', () => {
    const ramps = [[5], [5, 100], [1, 2, 3], [5, 25, 50, 99]];
    expect(ramps.map(isRampSteps)).toEqual([true, true, true, true]);
    const broken = [[], [0, 5], [25, 5], [5, 5], [100], [5, 101], [5, 25.5]];
    expect(broken.map(isRampSteps)).toEqual(broken.map(() => false));
    const longest = Array.from({ length: MAX_RAMP_STEPS }, (_, i) => i + 1);
    expect([isRampSteps(longest), isRampSteps([...longest, 99])]).toEqual([true, false]);
  });

  it('let a step last from 100 ms to 7 days, in whole milliseconds', () => {
    expect([100, 60_000, 7 * 24 * 3_600_000].map(isRampEvery)).toEqual([true, true, true]);
    expect([99, 7 * 24 * 3_600_000 + 1, 150.5].map(isRampEvery)).toEqual([false, false, false]);
  });
});
