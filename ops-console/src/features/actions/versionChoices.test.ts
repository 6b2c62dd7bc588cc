import { describe, expect, it } from 'vitest';
import { GUARD_ACTOR, type AuditEntry, type RemoteHistory } from '@gold/registry/model';
import { remoteRow } from '../../testing/rows';
import { canaryChoices, defaultRollbackTarget, rollbackChoices } from './versionChoices';

const change = (
  action: AuditEntry['action'],
  version: string,
  actor = 'ops',
  previous: string | null = null,
): AuditEntry => ({
  at: '2026-11-27T10:00:00.000Z',
  actor,
  token: null,
  remote: 'calculator',
  action,
  version,
  previous,
  reason: null,
});
const history = (...changes: AuditEntry[]): RemoteHistory => ({ versions: [], changes });

describe('version choices', () => {
  it('list versions newest first by semver, whatever order they were published in, without stable', () => {
    const row = remoteRow({ stable: '1.2.0', versions: ['1.2.0', '1.10.0', '1.9.0', '1.0.0'] });
    expect(canaryChoices(row, undefined).map((c) => c.version)).toEqual([
      '1.10.0',
      '1.9.0',
      '1.0.0',
    ]);
  });

  it('mark the versions whose canary the guard ended', () => {
    const row = remoteRow({ stable: '1.0.0', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    const ended = history(change('abort-canary', '1.2.0', GUARD_ACTOR), change('canary', '1.2.0'));
    expect(canaryChoices(row, ended).map((c) => c.label)).toEqual([
      '1.2.0 (ended by the canary guard)',
      '1.1.0',
    ]);
  });

  it('offer a rollback only to older versions not ended since, never the one just rolled back from', () => {
    const first = remoteRow({ stable: '1.0.0', versions: ['1.0.0'] });
    expect(rollbackChoices(first, history(change('promote', '1.0.0')))).toEqual([]);
    const newerOnly = remoteRow({ stable: '1.0.0', versions: ['1.0.0', '1.1.0'] });
    expect(rollbackChoices(newerOnly, history(change('promote', '1.0.0')))).toEqual([]);
    // Newest first: rolled back from 1.2.0 to 1.1.0, after 1.0.0 and 1.2.0 were stable.
    const past = history(
      change('rollback', '1.1.0', 'ops', '1.2.0'),
      change('promote', '1.2.0', 'ops', '1.1.0'),
      change('promote', '1.1.0', 'ops', '1.0.0'),
      change('promote', '1.0.0'),
    );
    const rolledBack = remoteRow({ stable: '1.1.0', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    expect(rollbackChoices(rolledBack, past).map((c) => c.version)).toEqual(['1.0.0']);
    expect(defaultRollbackTarget(rolledBack, past)).toBe('1.0.0');
    // Rolled back once more, to 1.0.0: nothing older, as the CLI says; 1.1.0 is not offered.
    const again = history(change('rollback', '1.0.0', 'ops', '1.1.0'), ...past.changes);
    const atFirst = remoteRow({ stable: '1.0.0', versions: ['1.0.0', '1.1.0', '1.2.0'] });
    expect(rollbackChoices(atFirst, again)).toEqual([]);
    expect(defaultRollbackTarget(atFirst, again)).toBe('');
  });

  it('preselect an older version never stable where the stable before is gone', () => {
    const row = remoteRow({ stable: '1.1.0', versions: ['0.9.0', '1.0.0', '1.1.0'] });
    expect(defaultRollbackTarget(row, history(change('promote', '1.1.0')))).toBe('1.0.0');
  });
});
