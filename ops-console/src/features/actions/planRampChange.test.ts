import { describe, expect, it } from 'vitest';
import { rampRollout as rollout, remoteRow } from '../../testing/rows';
import { planAdvance, planEditRamp, planPause } from './planRampChange';

const ramp = rollout.ramp!;
const at = (changes: Partial<typeof ramp>) =>
  remoteRow({
    canary: rollout.canary,
    revision: 7,
    rollout: { ...rollout, ramp: { ...ramp, ...changes } },
  });

describe('the confirmation of a ramp change', () => {
  it('pause stops the step’s clock; resume carries it on with the time it had left', () => {
    expect(planPause(at({}), true).lines).toEqual([
      {
        what: 'ramp',
        from: 'running at step 2 of 4: 25 %',
        to: 'paused at step 2 of 4: 25 %, its clock stopped with 4 min to run',
      },
    ]);
    const paused = at({ paused: true, pausedAt: '2025-01-01T00:16:00.000Z' });
    expect(planPause(paused, false).lines[0]?.to).toBe(
      'running at step 2 of 4: 25 %, its clock carried on: 4 min to run',
    );
  });

  it('advance goes to the next step, or promotes when that is 100', () => {
    expect(planAdvance(at({})).lines).toEqual([
      { what: 'ramp', from: 'step 2 of 4: 25 %', to: 'step 3 of 4: 50 %' },
    ]);
    const last = planAdvance(at({ step: 2 }));
    expect(last.confirmLabel).toBe('Advance and promote');
    expect(last.lines).toEqual([
      { what: 'stable', from: '1.0.0', to: '1.1.0' },
      { what: 'canary', from: '1.1.0 at 50 %', to: 'none' },
    ]);
    expect(() => planAdvance(at({ steps: [5, 25], step: 1 }))).toThrow(/no next step/);
  });

  it('editing the steps keeps those done and the current one', () => {
    const change = planEditRamp(at({}), { later: [75, 100], everyMs: 120_000 });
    expect(change.lines).toEqual([
      {
        what: 'ramp',
        from: '5 → 25 → 50 → 100 %, a step every 10 min',
        to: '5 → 25 → 75 → 100 %, a step every 2 min',
      },
    ]);
    expect(change.revision).toBe(7);
  });
});
