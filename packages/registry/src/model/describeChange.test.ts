import { describe, expect, it } from 'vitest';
import { describeAuditEntry, describeBuildSource } from './describeChange';

const change = (
  action: Parameters<typeof describeAuditEntry>[0]['action'],
  version: string | null,
  previous: string | null,
  percent: number | null = null,
  rampStep: number | null = null,
) => describeAuditEntry({ action, version, previous, percent, rampStep });

describe('describeAuditEntry', () => {
  it('tells each change with a plain verb, never "(was …)" of the same version', () => {
    expect(change('publish', '1.1.0', null)).toBe('published 1.1.0');
    expect(change('canary', '1.1.0', null, 10)).toBe('started canary 1.1.0 at 10 %');
    expect(change('canary', '1.1.0', null, 5, 1)).toBe('started canary 1.1.0 at 5 % (ramp step 1)');
    expect(change('canary', '1.1.0', '1.1.0', 25, 2)).toBe(
      'moved canary 1.1.0 to 25 % (ramp step 2)',
    );
    expect(change('canary', '1.1.0', '1.1.0', 60)).toBe('moved canary 1.1.0 to 60 %');
    expect(change('promote', '1.1.0', '1.0.0')).toBe('promoted 1.1.0 to stable (stable was 1.0.0)');
    expect(change('rollback', '1.0.0', '1.1.0')).toBe('rolled stable back to 1.0.0 from 1.1.0');
    expect(change('abort-canary', '1.1.0', '1.1.0')).toBe('ended canary 1.1.0');
    expect(change('pause-canary', '1.1.0', '1.1.0', 25)).toBe('paused canary 1.1.0 at 25 %');
    expect(change('resume-canary', '1.1.0', '1.1.0', 25, 2)).toBe(
      'resumed canary 1.1.0 at 25 % (ramp step 2)',
    );
    expect(change('swap', '2.0.0', '1.0.0')).toBe('made 2.0.0 stable at once (stable was 1.0.0)');
    expect(change('preview', '1.2.0', null)).toBe('granted a preview of 1.2.0');
    expect(change('revoke-preview', '1.2.0', null)).toBe('revoked a preview of 1.2.0');
    expect(change('edit-ramp', '1.1.0', '1.1.0', 25, 2)).toBe(
      'changed the ramp of canary 1.1.0 at 25 % (ramp step 2)',
    );
    expect(change('guard-settings', null, null)).toBe("changed the guard's settings");
  });

  it('tells where a published build came from, where remote:build recorded it', () => {
    const commit = '1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d';
    expect(describeBuildSource({ commit, author: 'Meena', dirty: false })).toBe(
      ' from commit 1a2b3c4d5e6f (built by Meena)',
    );
    expect(describeBuildSource({ commit, author: null, dirty: true })).toBe(
      ' from commit 1a2b3c4d5e6f (with uncommitted changes)',
    );
    expect(describeBuildSource(null)).toBe('');
  });
});
