import { describe, expect, it } from 'vitest';
import { defaultRollback, endedVersions, mayRollBackTo } from './rollbackRule';
import type { AuditEntry } from './types';

type Change = Pick<AuditEntry, 'action' | 'version' | 'previous'>;
const promote = (version: string, previous: string | null = null): Change => ({
  action: 'promote',
  version,
  previous,
});
const rollback = (version: string, previous: string): Change => ({
  action: 'rollback',
  version,
  previous,
});
const abort = (version: string): Change => ({ action: 'abort-canary', version, previous: null });
const canary = (version: string): Change => ({ action: 'canary', version, previous: null });

describe('the rollback rule', () => {
  it('ends an aborted canary and a version rolled back from, until either is served again', () => {
    expect([...endedVersions([canary('1.1.0'), abort('1.1.0')])]).toEqual(['1.1.0']);
    const rolledBack = [promote('1.0.0'), promote('1.1.0', '1.0.0'), rollback('1.0.0', '1.1.0')];
    expect([...endedVersions(rolledBack)]).toEqual(['1.1.0']);
    expect([...endedVersions([...rolledBack, canary('1.1.0')])]).toEqual([]);
  });

  it('goes back only: to an older version, never a newer one nor one ended', () => {
    const changes = [promote('1.0.0'), promote('1.1.0', '1.0.0'), rollback('1.0.0', '1.1.0')];
    // After a rollback from 1.1.0 to 1.0.0: nothing older, and 1.1.0 is newer and ended.
    expect(mayRollBackTo('1.1.0', '1.0.0', changes)).toBe(false);
    expect(defaultRollback('1.0.0', changes)).toBeUndefined();
    expect(mayRollBackTo('0.9.0', '1.0.0', changes)).toBe(true);
    expect(mayRollBackTo('0.9.0', '1.0.0', [...changes, abort('0.9.0')])).toBe(false);
    expect(mayRollBackTo('0.9.0', null, [])).toBe(false);
  });

  it('goes to the stable version before this one, one step further on each rollback', () => {
    const changes = [promote('1.0.0'), promote('1.1.0', '1.0.0'), promote('1.2.0', '1.1.0')];
    expect(defaultRollback('1.2.0', changes)).toBe('1.1.0');
    const once = [...changes, rollback('1.1.0', '1.2.0')];
    expect(defaultRollback('1.1.0', once)).toBe('1.0.0');
    // A downgrade by promote is not walked back up by a rollback.
    expect(defaultRollback('1.0.0', [promote('2.0.0'), promote('1.0.0', '2.0.0')])).toBeUndefined();
  });
});
