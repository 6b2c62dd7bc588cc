import { describe, expect, it } from 'vitest';
import {
  FailedAttempts,
  MAX_FAILED_ATTEMPTS,
  PACE_MS,
  type AttemptOutcome,
} from './failedAttempts';

/** Starts an attempt and, when it may be checked, ends it with `outcome`; returns its verdict. */
function attempt(
  attempts: FailedAttempts,
  address: string,
  token: string,
  outcome: AttemptOutcome,
): string {
  const started = attempts.begin(address, token);
  if (started.verdict === 'check') started.end(outcome);
  return started.verdict;
}

describe('FailedAttempts', () => {
  it('lets a valid token through right after any number of wrong and revoked ones from its address', () => {
    const attempts = new FailedAttempts(() => 0);
    expect(attempt(attempts, 'a', 'bootstrap', 'valid')).toBe('check');
    for (let i = 0; i < 50; i += 1) attempt(attempts, 'a', `wrong-${i}`, 'invalid');
    for (let i = 0; i < 50; i += 1) attempt(attempts, 'a', 'revoked', 'invalid');
    expect(attempts.begin('a', 'bootstrap').verdict).toBe('check');
  });

  it('counts one token sent again and again once: a revoked token retried locks nothing, and is refused without a check', () => {
    const attempts = new FailedAttempts(() => 0);
    for (let i = 0; i < 3 * MAX_FAILED_ATTEMPTS; i += 1)
      expect(attempt(attempts, 'a', 'revoked', 'invalid')).toBe(i === 0 ? 'check' : 'invalid');
    // A token never seen from this address is still checked at once.
    expect(attempts.begin('a', 'team-token').verdict).toBe('check');
  });

  it('paces guessing: after ten wrong tokens, one new token a second from that address, none sooner', () => {
    let now = 1_000_000;
    const attempts = new FailedAttempts(() => now);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1)
      expect(attempt(attempts, 'a', `guess-${i}`, 'invalid')).toBe('check');
    // The first paced check goes at once; every other guess in that second waits.
    expect(attempt(attempts, 'a', 'guess-10', 'invalid')).toBe('check');
    const checked = Array.from({ length: 1000 }, (_, i) =>
      attempt(attempts, 'a', `burst-${i}`, 'invalid'),
    ).filter((verdict) => verdict === 'check');
    expect(checked).toHaveLength(0);
    expect(attempts.begin('a', 'guess-x')).toEqual({ verdict: 'wait', retryAfterSeconds: 1 });
    // Another address guesses on its own count.
    expect(attempts.begin('b', 'guess-x').verdict).toBe('check');
    now += PACE_MS;
    expect(attempt(attempts, 'a', 'guess-11', 'invalid')).toBe('check');
    expect(attempts.begin('a', 'guess-12').verdict).toBe('wait');
    // In a minute of steady guessing: the ten, then about one a second.
    let perMinute = 0;
    for (let t = 0; t < 60_000; t += 10) {
      now += 10;
      if (attempt(attempts, 'c', `guess-${t}`, 'invalid') === 'check') perMinute += 1;
    }
    expect(perMinute).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS + 60_000 / PACE_MS);
  });

  it('checks a token valid before even while its address is paced, and forgets it once revoked', () => {
    const attempts = new FailedAttempts(() => 0);
    attempt(attempts, 'a', 'team-token', 'valid');
    for (let i = 0; i < 20; i += 1) attempt(attempts, 'a', `guess-${i}`, 'invalid');
    expect(attempts.begin('a', 'guess-x').verdict).toBe('wait');
    expect(attempt(attempts, 'a', 'team-token', 'invalid')).toBe('check');
    expect(attempts.begin('a', 'team-token').verdict).toBe('invalid');
  });

  it('counts attempts still being checked, and forgets those that succeeded or learnt nothing', () => {
    const attempts = new FailedAttempts(() => 0);
    const inFlight = Array.from({ length: MAX_FAILED_ATTEMPTS }, (_, i) =>
      attempts.begin('a', `t${i}`),
    );
    expect(attempts.begin('a', 'another').verdict).toBe('check');
    expect(attempts.begin('a', 'yet-another').verdict).toBe('wait');
    inFlight.forEach((started, i) => {
      if (started.verdict === 'check') started.end(i % 2 ? 'valid' : 'unknown');
    });
    expect(attempts.begin('a', 'x').verdict).toBe('check');
  });

  it('counts a burst of one token once: sixty calls of six tokens it has not checked yet all go through', () => {
    const attempts = new FailedAttempts(() => 0);
    const burst = Array.from({ length: 60 }, (_, i) => attempts.begin('a', `team-${i % 6}`));
    expect(burst.map((started) => started.verdict)).toEqual(Array(60).fill('check'));
    for (const started of burst) if (started.verdict === 'check') started.end('valid');
  });

  it('forgets a wrong token and an address once their minute is over', () => {
    let now = 0;
    const attempts = new FailedAttempts(() => now);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1)
      attempt(attempts, 'a', `guess-${i}`, 'invalid');
    expect(attempts.begin('a', 'guess-0').verdict).toBe('invalid');
    now += 60_000;
    expect(attempts.begin('a', 'guess-0').verdict).toBe('check');
  });

  it('sweeps ended windows once it holds many', () => {
    let now = 0;
    const attempts = new FailedAttempts(() => now);
    for (let i = 0; i < 10_000; i += 1) attempt(attempts, `a${i}`, `t${i}`, 'invalid');
    now += 60_000;
    attempt(attempts, 'new', 'new', 'invalid');
    const inside = attempts as unknown as {
      windows: Map<string, unknown>;
      failedTokens: Map<string, unknown>;
    };
    expect(inside.windows.size).toBe(1);
    expect(inside.failedTokens.size).toBe(1);
  });
});
