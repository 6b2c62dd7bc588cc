import { describe, expect, it } from 'vitest';
import { checkRampPlan, rampMove, rampOutlook } from './rampSchedule';
import { RegistryError } from '../registryErrors';

const ramp = {
  steps: [5, 25, 50, 100],
  everyMs: 600_000,
  step: 0,
  stepStartedAt: 0,
  pausedAt: null,
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
    expect(rampMove({ ...ramp, pausedAt: 300_000 }, 'green', 600_000)).toBe('hold');
    expect(rampMove(ramp, 'waiting', 600_000)).toBe('hold');
    expect(rampMove({ ...ramp, steps: [5, 50], step: 1 }, 'green', 600_000)).toBe('hold');
  });
});

describe('rampOutlook', () => {
  const judged = { verdict: 'green' as const, visitors: 40, minVisitors: 20 };
  const at = (ms: number) => new Date(ms).toISOString();

  it('gives the next step and its time while the step runs, with the visitors still needed', () => {
    expect(rampOutlook(ramp, judged, 200_000)).toEqual({
      nextPercent: 25,
      dueAt: at(600_000),
      remainingMs: 400_000,
      visitorsNeeded: 0,
      waitingFor: 'time',
    });
    const few = { verdict: 'waiting' as const, visitors: 7.5, minVisitors: 20 };
    expect(rampOutlook(ramp, few, 200_000)).toMatchObject({
      visitorsNeeded: 13,
      waitingFor: 'time',
    });
  });

  it('waits for visitors, then for a green verdict, once the step’s time is up', () => {
    const few = { verdict: 'waiting' as const, visitors: 19.2, minVisitors: 20 };
    expect(rampOutlook(ramp, few, 700_000)).toEqual({
      nextPercent: 25,
      dueAt: at(600_000),
      remainingMs: 0,
      visitorsNeeded: 1,
      waitingFor: 'visitors',
    });
    const leaning = { verdict: 'waiting' as const, visitors: 30, minVisitors: 20 };
    expect(rampOutlook(ramp, leaning, 700_000).waitingFor).toBe('evidence');
    expect(rampOutlook(ramp, judged, 700_000).waitingFor).toBe('look');
  });

  it('stops the clock while paused: the time left is what resume carries on with', () => {
    const paused = { ...ramp, stepStartedAt: 100_000, pausedAt: 250_000 };
    for (const now of [300_000, 5_000_000])
      expect(rampOutlook(paused, judged, now)).toEqual({
        nextPercent: 25,
        dueAt: null,
        remainingMs: 450_000,
        visitorsNeeded: 0,
        waitingFor: 'resume',
      });
  });

  it('names a promotion as the next step of 100, and a last step below 100 as held', () => {
    expect(rampOutlook({ ...ramp, step: 2 }, judged, 0).nextPercent).toBe(100);
    expect(rampOutlook({ ...ramp, steps: [5, 50], step: 1 }, judged, 0)).toMatchObject({
      nextPercent: null,
      waitingFor: 'promotion',
    });
  });
});
