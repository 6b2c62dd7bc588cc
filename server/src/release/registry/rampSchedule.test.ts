import { describe, expect, it } from 'vitest';
import { checkRampPlan, rampMove } from './rampSchedule';
import { RegistryError } from '../registryErrors';

const ramp = {
  steps: [5, 25, 50, 100],
  everyMs: 600_000,
  step: 0,
  stepStartedAt: 0,
  paused: false,
};

describe('checkRampPlan', () => {
  it('takes climbing whole percentages that start below 100', () => {
    expect(() => checkRampPlan({ steps: [5, 25, 50, 100], everyMs: 600_000 })).not.toThrow();
    expect(() => checkRampPlan({ steps: [10, 50], everyMs: 1000 })).not.toThrow();
  });

  it.each([[[]], [[25, 5, 100]], [[5, 5, 100]], [[0, 50]], [[100]], [[5, 101]], [[2.5, 100]]])(
    'refuses the steps %j',
    (steps) => {
      expect(() => checkRampPlan({ steps, everyMs: 1000 })).toThrow(RegistryError);
    },
  );

  it('refuses an interval under 100 ms or over a week', () => {
    expect(() => checkRampPlan({ steps: [5, 100], everyMs: 99 })).toThrow(/100 ms to 7 days/);
    expect(() => checkRampPlan({ steps: [5, 100], everyMs: 8 * 86_400_000 })).toThrow();
  });
});

describe('rampMove', () => {
  it('moves one step once the step has lasted its interval, healthy', () => {
    expect(rampMove(ramp, 'green', 599_999)).toBe('hold');
    expect(rampMove(ramp, 'green', 600_000)).toEqual({ advanceTo: 25 });
    expect(rampMove({ ...ramp, step: 1 }, 'green', 600_000)).toEqual({ advanceTo: 50 });
  });

  it('promotes when the next step is 100', () => {
    expect(rampMove({ ...ramp, step: 2 }, 'green', 600_000)).toBe('promote');
  });

  it('holds while paused, without enough page views to judge, and at a last step below 100', () => {
    expect(rampMove({ ...ramp, paused: true }, 'green', 600_000)).toBe('hold');
    expect(rampMove(ramp, 'waiting', 600_000)).toBe('hold');
    expect(rampMove({ ...ramp, steps: [5, 50], step: 1 }, 'green', 600_000)).toBe('hold');
  });
});
