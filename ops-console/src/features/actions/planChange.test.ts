import { describe, expect, it } from 'vitest';
import { remoteRow } from '../../testing/rows';
import { planAbort, planCanary, planPause, planPromote, planRollback } from './planChange';

const rollout = {
  remote: 'calculator' as const,
  stable: '1.0.0',
  canary: { version: '1.1.0', percent: 25 },
  revision: 7,
  canaryStartedAt: '2025-01-01T00:00:00.000Z',
  ramp: {
    steps: [5, 25, 50, 100],
    step: 1,
    everyMs: 600_000,
    stepStartedAt: '2025-01-01T00:10:00.000Z',
    paused: false,
  },
  thresholds: { minVisitors: 20, maxRatePercent: 5, maxRatio: 2, own: [] },
  guard: null,
  lastDecision: null,
  endedCanary: null,
};
const inCanary = remoteRow({ canary: rollout.canary, revision: 7, rollout });

describe('the confirmation of each change', () => {
  it('a canary: from no canary to the version at its share, with the revision read', () => {
    const change = planCanary(remoteRow(), { version: '1.1.0', percent: 50, ramp: null });
    expect(change.title).toBe('Start a canary of calculator');
    expect(change.lines).toEqual([{ what: 'canary', from: 'none', to: '1.1.0 at 50 %' }]);
    expect(change.revision).toBe(3);
  });

  it('a ramped canary: its first step as the share, and the steps with their interval', () => {
    const ramp = { steps: [5, 25, 100], everyMs: 600_000 };
    const change = planCanary(remoteRow(), { version: '1.1.0', percent: 5, ramp });
    expect(change.lines).toEqual([
      { what: 'canary', from: 'none', to: '1.1.0 at 5 %' },
      {
        what: 'ramp',
        from: 'none',
        to: '5 → 25 → 100 %, a step every 10 min while the guard is green',
      },
    ]);
  });

  it('promote: stable from the old version to the canary, the canary ended', () => {
    const change = planPromote(inCanary);
    expect(change.title).toBe('Promote calculator 1.1.0');
    expect(change.lines).toEqual([
      { what: 'stable', from: '1.0.0', to: '1.1.0' },
      { what: 'canary', from: '1.1.0 at 25 %', to: 'none' },
    ]);
    expect(change.revision).toBe(7);
  });

  it('roll back: stable to the chosen version, a running canary ended', () => {
    expect(planRollback(inCanary, '0.9.0').lines).toEqual([
      { what: 'stable', from: '1.0.0', to: '0.9.0' },
      { what: 'canary', from: '1.1.0 at 25 %', to: 'none' },
    ]);
  });

  it('abort, pause and resume name the canary and the ramp’s step', () => {
    expect(planAbort(inCanary).lines).toEqual([
      { what: 'canary', from: '1.1.0 at 25 %', to: 'none' },
    ]);
    expect(planPause(inCanary, true).lines).toEqual([
      { what: 'ramp', from: 'running at step 2 of 4: 25 %', to: 'paused at step 2 of 4: 25 %' },
    ]);
    const paused = {
      ...inCanary,
      rollout: { ...rollout, ramp: { ...rollout.ramp, paused: true } },
    };
    expect(planPause(paused, false).lines[0]?.to).toBe(
      'running at step 2 of 4: 25 %, the step timed from now',
    );
  });
});
