/** Failed ops attempts an address may make in a window before it is refused outright. */
export const MAX_FAILED_ATTEMPTS = 10;
const WINDOW_MS = 60_000;
/** Above this many addresses, windows that have ended are swept before another is added. */
const SWEEP_ABOVE = 10_000;

interface Window {
  failures: number;
  endsAt: number;
}

/**
 * Failed ops authentications per client address, in fixed one-minute windows, in this process's
 * memory: a flood of wrong tokens is answered without a database query, and guessing stays at
 * ten tries a minute (per instance) instead of as many as the network carries.
 */
export class FailedAttempts {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whole seconds until `address` may try again; 0 when it may try now. */
  retryAfterSeconds(address: string): number {
    const window = this.windows.get(address);
    if (!window || window.endsAt <= this.now()) return 0;
    return window.failures >= MAX_FAILED_ATTEMPTS
      ? Math.ceil((window.endsAt - this.now()) / 1000)
      : 0;
  }

  /** Counts a failed attempt of `address`. */
  fail(address: string): void {
    const now = this.now();
    const window = this.windows.get(address);
    if (window && window.endsAt > now) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= SWEEP_ABOVE) this.sweep(now);
    this.windows.set(address, { failures: 1, endsAt: now + WINDOW_MS });
  }

  private sweep(now: number): void {
    for (const [address, window] of this.windows)
      if (window.endsAt <= now) this.windows.delete(address);
  }
}
