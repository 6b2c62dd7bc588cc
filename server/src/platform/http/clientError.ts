/** What a {@link ClientError} may carry beside its status and message. */
export interface ClientErrorOptions {
  /** Each problem, for a refusal that has several (a 400 naming every field). */
  details?: readonly string[];
  /** Why, for the server's log only: the caller is not told. */
  logReason?: string;
  /** Headers the answer carries (Retry-After, WWW-Authenticate), as Fastify reads `error.headers`. */
  headers?: Record<string, string>;
}

/**
 * A refusal the caller can act on: `statusCode` (4xx, or a 503 meant for the caller) and
 * `message` are what it is told, `details` each problem. The one error type of every route;
 * `statusCode` is the field Fastify reads, so an error handler that does not know this class still
 * answers its status. Each listener's handler ({@link ./errorHandler}) gives it that listener's shape.
 */
export class ClientError extends Error {
  readonly details: readonly string[];
  readonly logReason: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    { details = [], logReason, headers }: ClientErrorOptions = {},
  ) {
    super(message);
    this.name = 'ClientError';
    this.details = details;
    this.logReason = logReason;
    this.headers = headers;
  }
}

/** Whether an error, of this class or Fastify's own, carries a 4xx status meant for the client. */
export function hasClientStatus(error: unknown): error is { statusCode: number; message: string } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
