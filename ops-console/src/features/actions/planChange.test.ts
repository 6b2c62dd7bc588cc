import { describe, expect, it } from 'vitest';
import { rampRollout as rollout, remoteRow } from '../../testing/rows';
import { planAbort, planCanary, planPromote, planRollback } from './planChange';

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

  it('abort names the canary', () => {
    expect(planAbort(inCanary).lines).toEqual([
      { what: 'canary', from: '1.1.0 at 25 %', to: 'none' },
    ]);
  });
});
