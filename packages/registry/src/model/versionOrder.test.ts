import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './types';
import { endedByGuard, GUARD_ACTOR, newestFirst } from './versionOrder';

describe('newestFirst', () => {
  it('orders by semver, not by publish time or string order', () => {
    expect(newestFirst(['1.9.0', '1.10.0', '1.2.0', '2.0.0-rc.1', '2.0.0', '1.10.0+b2'])).toEqual([
      '2.0.0',
      '2.0.0-rc.1',
      '1.10.0+b2',
      '1.10.0',
      '1.9.0',
      '1.2.0',
    ]);
  });

  it('puts what is not semver after every version that is', () => {
    expect(newestFirst(['old-2', '1.0.0', 'old-10'])).toEqual(['1.0.0', 'old-10', 'old-2']);
  });
});

describe('endedByGuard', () => {
  const entry = (action: AuditEntry['action'], version: string, actor = 'ops'): AuditEntry => ({
    at: '2026-11-27T10:00:00.000Z',
    actor,
    token: null,
    remote: 'calculator',
    action,
    version,
    previous: null,
    reason: null,
  });

  it('marks a version whose canary the guard ended, until it is served again', () => {
    const changes = [
      entry('preview', '1.3.0'),
      entry('abort-canary', '1.3.0', GUARD_ACTOR),
      entry('canary', '1.3.0'),
      entry('promote', '1.2.0'),
      entry('abort-canary', '1.2.0', GUARD_ACTOR),
      entry('abort-canary', '1.1.0'),
    ];
    expect([...endedByGuard(changes)]).toEqual(['1.3.0']);
  });
});
