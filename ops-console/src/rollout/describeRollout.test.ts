import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@gold/registry/model';
import {
  canaryText,
  currentDecision,
  durationText,
  rampStepText,
  rateText,
  verdictText,
} from './describeRollout';

describe('describeRollout', () => {
  it('names the ramp step with its share, counting from one', () => {
    expect(rampStepText({ steps: [5, 25, 50, 100], step: 1 })).toBe('step 2 of 4: 25 %');
    expect(rampStepText({ steps: [50, 100], step: 0 })).toBe('step 1 of 2: 50 %');
  });

  it('writes a canary with its share, and its absence', () => {
    expect(canaryText({ version: '1.1.0', percent: 50 })).toBe('1.1.0 at 50 %');
    expect(canaryText(null)).toBe('none');
  });

  it('writes durations and failure rates as the CLI does', () => {
    expect(durationText(600_000)).toBe('10 min');
    expect(durationText(7_200_000)).toBe('2 h');
    expect(durationText(1500)).toBe('1500 ms');
    expect(rateText(0, 0)).toBe('-');
    expect(rateText(40, 10)).toBe('25 %');
    expect(rateText(3, 1)).toBe('33 %');
  });

  it('says "waiting for evidence" for a canary the guard is waiting on', () => {
    expect(verdictText('waiting')).toBe('waiting for evidence');
    expect(verdictText('red')).toBe('red');
    expect(verdictText(null)).toBe('no canary');
  });

  it('shows the last automatic decision only for the canary running now', () => {
    const decision: AuditEntry = {
      at: '2026-11-27T10:05:00.000Z',
      actor: 'canary ramp',
      token: null,
      remote: 'calculator',
      action: 'canary',
      version: '1.3.0',
      previous: '1.3.0',
      reason: 'ramp step 2 of 3',
    };
    const running = {
      canary: { version: '1.3.0', percent: 50 },
      canaryStartedAt: '2026-11-27T10:00:00.000Z',
      lastDecision: decision,
    };
    expect(currentDecision(running)).toBe(decision);
    // An earlier canary's: another version, or the same version before this canary started.
    expect(currentDecision({ ...running, canary: { version: '1.4.0', percent: 5 } })).toBe(
      undefined,
    );
    expect(currentDecision({ ...running, canaryStartedAt: '2026-11-27T10:06:00.000Z' })).toBe(
      undefined,
    );
    expect(currentDecision({ ...running, canary: null, canaryStartedAt: null })).toBeUndefined();
  });
});
