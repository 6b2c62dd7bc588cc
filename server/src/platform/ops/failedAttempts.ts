/** Distinct wrong tokens an address may try in a window before its new tokens are paced. */
export const MAX_FAILED_ATTEMPTS = 10;
const WINDOW_MS = 60_000;
/** Once an address is over its count: one token it has not shown before is checked per second. */
export const PACE_MS = 1000;
/** Above this many entries, entries whose window ended are swept before another is added. */
const SWEEP_ABOVE = 10_000;

interface Window {
  /** Distinct tokens that failed from this address in the window. */
  failures: number;
  /**
   * Tokens still being checked (looked up in the database), with how many checks of each are in
   * flight: they may yet fail, and each distinct token counts once, as a failure would.
   */
  pending: Map<string, number>;
  endsAt: number;
  /** While paced: when the next token not seen before may be checked. */
  nextCheckAt: number;
}

/** How a failed attempt ended: the token was valid, was not, or nothing was learnt (an error). */
export type AttemptOutcome = 'valid' | 'invalid' | 'unknown';

/**
 * What to do with a presented token: check it (and end the attempt with what the check found),
 * refuse it as invalid without a check (it failed within the window), or have the client wait.
 */
export type Attempt =
  | { verdict: 'check'; end(outcome: AttemptOutcome): void }
  | { verdict: 'invalid' }
  | { verdict: 'wait'; retryAfterSeconds: number };

/**
 * Failed ops authentications, in this process's memory, counted per presented token (by its
 * fingerprint, the hash the database keeps) and per client address, in one-minute windows.
 *
 * - A token that failed is refused from memory for the rest of its window: a revoked token sent
 *   again and again, or a flood of one wrong token, costs no database query and counts once.
 * - An address that tried ten distinct wrong tokens in a window is paced: of the tokens it has
 *   not shown before, one per second is checked and the others told to wait, so guessing goes at
 *   about a token a second (per instance) instead of as fast as the network carries.
 * - A token that was valid when this process last checked it is always checked, whatever its
 *   address did: wrong or revoked tokens never lock a working token out (a revoked one is found
 *   out by that check, and forgotten as valid).
 *
 * Tokens still being checked count as failures of their address until their checks end, so that
 * a burst of distinct guesses sent at once cannot all slip past the count while their lookups
 * run; a burst of one token (a pipeline's sixty calls) counts once, as it would if it failed.
 */
export class FailedAttempts {
  private readonly windows = new Map<string, Window>();
  /** Fingerprint of a token that failed, and when its window ends. */
  private readonly failedTokens = new Map<string, number>();
  /** Fingerprints of tokens that were valid when last checked (as many as there are tokens). */
  private readonly validTokens = new Set<string>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts an attempt by `address` with the token whose fingerprint is `token`. */
  begin(address: string, token: string): Attempt {
    const now = this.now();
    const failedUntil = this.failedTokens.get(token);
    if (failedUntil !== undefined && failedUntil > now) return { verdict: 'invalid' };
    if (this.validTokens.has(token)) return this.check(token, undefined);
    const window = this.windowOf(address, now);
    if (window.failures + window.pending.size >= MAX_FAILED_ATTEMPTS) {
      if (window.nextCheckAt > now)
        return { verdict: 'wait', retryAfterSeconds: Math.ceil((window.nextCheckAt - now) / 1000) };
      window.nextCheckAt = now + PACE_MS;
    }
    return this.check(token, window);
  }

  private check(token: string, window: Window | undefined): Attempt {
    if (window) window.pending.set(token, (window.pending.get(token) ?? 0) + 1);
    return {
      verdict: 'check',
      end: (outcome) => {
        if (window) {
          const left = (window.pending.get(token) ?? 1) - 1;
          if (left === 0) window.pending.delete(token);
          else window.pending.set(token, left);
        }
        if (outcome === 'valid') this.validTokens.add(token);
        if (outcome !== 'invalid') return;
        this.validTokens.delete(token);
        const now = this.now();
        if (this.failedTokens.size >= SWEEP_ABOVE) sweep(this.failedTokens, (until) => until, now);
        this.failedTokens.set(token, now + WINDOW_MS);
        // A token revoked since it was last valid is no guess: its address is not charged.
        if (window) window.failures += 1;
      },
    };
  }

  private windowOf(address: string, now: number): Window {
    let window = this.windows.get(address);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= SWEEP_ABOVE) sweep(this.windows, (w) => w.endsAt, now);
      window = { failures: 0, pending: new Map(), endsAt: now + WINDOW_MS, nextCheckAt: 0 };
      this.windows.set(address, window);
    }
    return window;
  }
}

/** Deletes the entries of `map` whose window ended. */
function sweep<V>(map: Map<string, V>, endOf: (value: V) => number, now: number): void {
  for (const [key, value] of map) if (endOf(value) <= now) map.delete(key);
}
