/** What a caller is told when the database cannot be reached: the request may be sent again. */
export const DATABASE_UNAVAILABLE =
  'the database is unavailable; nothing was changed: try again once it is back';

/** Socket-level failures of reaching PostgreSQL (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection it lost or could not open in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
  /^Cannot use a pool after calling end/,
];

/**
 * Whether `error` says the database could not be reached or went away (not that it refused what
 * was asked): PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (shut down, starting
 * up), a socket error, or the driver's connection messages.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || /^57P0[1-3]$/.test(code) || NETWORK_CODES.has(code))
  )
    return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const cause = (error as { cause?: unknown }).cause;
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}
