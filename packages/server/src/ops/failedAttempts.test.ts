import { describe, expect, it } from 'vitest';
import { FailedAttempts, MAX_FAILED_ATTEMPTS } from './failedAttempts';

describe('FailedAttempts', () => {
  it('refuses an address for the rest of the minute once it failed ten times, and no other', () => {
    let now = 1_000_000;
    const attempts = new FailedAttempts(() => now);
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) attempts.fail('203.0.113.1');
    expect(attempts.retryAfterSeconds('203.0.113.1')).toBe(0);
    attempts.fail('203.0.113.1');
    expect(attempts.retryAfterSeconds('203.0.113.1')).toBe(60);
    expect(attempts.retryAfterSeconds('203.0.113.2')).toBe(0);
    now += 59_001;
    expect(attempts.retryAfterSeconds('203.0.113.1')).toBe(1);
    now += 999;
    expect(attempts.retryAfterSeconds('203.0.113.1')).toBe(0);
    attempts.fail('203.0.113.1');
    expect(attempts.retryAfterSeconds('203.0.113.1')).toBe(0);
  });

  it('forgets addresses whose window ended once it holds many', () => {
    let now = 0;
    const attempts = new FailedAttempts(() => now);
    for (let i = 0; i < 10_000; i += 1) attempts.fail(`a${i}`);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) attempts.fail('kept');
    now += 60_000;
    attempts.fail('new');
    expect((attempts as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
