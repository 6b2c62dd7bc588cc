import type { AuditEntry } from '@gold/registry/model';
import { describe, expect, it } from 'vitest';
import { chartMarkers } from './chartMarkers';

const change = (minute: number, entry: Partial<AuditEntry>): AuditEntry => ({
  at: new Date(minute * 60_000).toISOString(),
  actor: 'meena',
  token: null,
  remote: 'calculator',
  action: 'canary',
  version: '1.1.0',
  previous: null,
  reason: null,
  ...entry,
});

describe('chartMarkers', () => {
  it('marks a canary’s start, each step and its abort inside the window, oldest first', () => {
    const history = [
      change(50, { action: 'abort-canary', previous: '1.1.0', actor: 'canary guard' }),
      change(30, { previous: '1.1.0', percent: 25, rampStep: 2, actor: 'canary ramp' }),
      change(20, { percent: 5, rampStep: 1 }),
      change(15, { action: 'publish' }),
      change(5, { action: 'promote', version: '1.0.0' }),
    ];
    expect(chartMarkers(history, 10 * 60_000, 60 * 60_000)).toEqual([
      {
        at: '1970-01-01T00:20:00.000Z',
        x: 0.2,
        label: 'start',
        text: 'started canary 1.1.0 at 5 % (ramp step 1) by meena',
      },
      {
        at: '1970-01-01T00:30:00.000Z',
        x: 0.4,
        label: '25 %',
        text: 'moved canary 1.1.0 to 25 % (ramp step 2) by canary ramp',
      },
      {
        at: '1970-01-01T00:50:00.000Z',
        x: 0.8,
        label: 'abort',
        text: 'ended canary 1.1.0 by canary guard',
      },
    ]);
  });
});
