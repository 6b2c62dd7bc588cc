/** An ops answer that was not 2xx (status 0: no answer at all), with the server's own words. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'OpsError';
  }

  /** The message and each problem the server named, as one line to show. */
  describe(): string {
    return this.details.length ? `${this.message}: ${this.details.join('; ')}` : this.message;
  }
}
