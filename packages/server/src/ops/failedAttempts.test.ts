import { describe, expect, it } from 'vitest';
import { FailedAttempts, MAX_FAILED_ATTEMPTS } from './failedAttempts';

function fail(attempts: FailedAttempts, address: string) {
  const attempt = attempts.begin(address);
  if (attempt.allowed) attempt.end(true);
}

describe('FailedAttempts', () => {
  it('refuses an address for the rest of the minute once it failed ten times, and no other', () => {
    let now = 1_000_000;
    const attempts = new FailedAttempts(() => now);
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) fail(attempts, '203.0.113.1');
    const tenth = attempts.begin('203.0.113.1');
    expect(tenth.allowed).toBe(true);
    if (tenth.allowed) tenth.end(true);
    now += 1;
    expect(attempts.begin('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(attempts.begin('203.0.113.2')).toMatchObject({ allowed: true });
    now += 59_000;
    expect(attempts.begin('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 999;
    expect(attempts.begin('203.0.113.1')).toMatchObject({ allowed: true });
  });

  it('counts attempts still being checked, and forgets those that succeeded', () => {
    const attempts = new FailedAttempts(() => 0);
    const inFlight = Array.from({ length: MAX_FAILED_ATTEMPTS }, () => attempts.begin('a'));
    expect(attempts.begin('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    for (const attempt of inFlight) if (attempt.allowed) attempt.end(false);
    expect(attempts.begin('a')).toMatchObject({ allowed: true });
  });

  it('forgets addresses whose window ended once it holds many', () => {
    let now = 0;
    const attempts = new FailedAttempts(() => now);
    for (let i = 0; i < 10_000; i += 1) fail(attempts, `a${i}`);
    now += 60_000;
    fail(attempts, 'new');
    expect((attempts as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
