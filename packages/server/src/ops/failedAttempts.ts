/** Failed ops attempts an address may make in a window before it is refused outright. */
export const MAX_FAILED_ATTEMPTS = 10;
const WINDOW_MS = 60_000;
/** Above this many addresses, windows that have ended are swept before another is added. */
const SWEEP_ABOVE = 10_000;

interface Window {
  failures: number;
  /** Attempts still being checked (a token looked up in the database): they may yet fail. */
  pending: number;
  endsAt: number;
}

/** An attempt that may go on, to be ended with whether it failed; or a refusal. */
export type Attempt =
  { allowed: true; end(failed: boolean): void } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed ops authentications per client address, in fixed one-minute windows, in this process's
 * memory: a flood of wrong tokens is answered without a database query, and guessing stays at
 * ten tries a minute (per instance) instead of as many as the network carries. Attempts still
 * being checked count as failures until they end, so that a burst sent at once cannot all slip
 * past the count while their lookups run.
 */
export class FailedAttempts {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts an attempt by `address`, unless it must wait. */
  begin(address: string): Attempt {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= SWEEP_ABOVE) this.sweep(now);
      window = { failures: 0, pending: 0, endsAt: now + WINDOW_MS };
      this.windows.set(address, window);
    }
    if (window.failures >= MAX_FAILED_ATTEMPTS)
      return { allowed: false, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
    // Only attempts in flight make up the count: the answer comes within a second.
    if (window.failures + window.pending >= MAX_FAILED_ATTEMPTS)
      return { allowed: false, retryAfterSeconds: 1 };
    window.pending += 1;
    const started = window;
    return {
      allowed: true,
      end(failed) {
        started.pending -= 1;
        if (failed) started.failures += 1;
      },
    };
  }

  private sweep(now: number): void {
    for (const [address, window] of this.windows)
      if (window.endsAt <= now) this.windows.delete(address);
  }
}
