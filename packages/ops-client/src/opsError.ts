/** An ops answer that was not 2xx (status 0: no answer at all), with the server's own words. */
export class OpsError extends Error {
  /**
   * Whether the ops API itself answered (its refusal's JSON): not when nothing answered, nor when
   * another listener or a proxy answered with a page of its own (the site's port answers /ops 404).
   */
  readonly fromOps: boolean;

  constructor(
    readonly status: number,
    message: string,
    readonly details: readonly string[] = [],
    { fromOps = true, cause }: { fromOps?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause });
    this.name = 'OpsError';
    this.fromOps = status !== 0 && fromOps;
  }

  /** The message and each problem the server named, as one line to show. */
  describe(): string {
    return this.details.length ? `${this.message}: ${this.details.join('; ')}` : this.message;
  }
}
