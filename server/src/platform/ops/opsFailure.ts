import type { OpsError } from '@gold/ops-client';

/** Where the ops commands sent their request, as the failure's line names it. */
export interface OpsAddress {
  server: string;
  /** The ports this machine's configuration gives the site (PORT) and the ops listener. */
  sitePort: number;
  opsPort: number;
  /** Whether OPS_TOKEN is set (else the development token was sent). */
  tokenSet: boolean;
}

/** Why nothing answered, by the system's error code. */
const unreachable: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'its host name did not resolve',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'timed out',
};

/** The innermost cause of `error` (fetch's "fetch failed" wraps the system's error). */
function rootCause(error: unknown): { code?: string; message?: string } {
  let cause = error as { cause?: unknown; code?: string; message?: string };
  while (cause.cause && typeof cause.cause === 'object') cause = cause.cause as typeof cause;
  return cause;
}

const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/** What answered in place of the ops API (a page, a bare 404): the site's listener, most likely. */
function wrongListener(url: URL, status: number, address: OpsAddress): string {
  const at = (port: number) => `${url.protocol}//${url.hostname}:${port}`;
  if (portOf(url) === address.sitePort)
    return `${url.origin} is the site's listener (PORT), not the ops one: try --server ${at(address.opsPort)}, the ops listener (OPS_PORT, the port after PORT unless set)`;
  return `${url.origin} is not the ops listener: it answers /ops with ${status}, not the ops API's JSON, as the site's listener does; the ops listener is on the port after the site's unless OPS_PORT is set: try --server ${at(portOf(url) + 1)}`;
}

/**
 * An ops call that did not succeed as the line the command prints, and its exit code: 2 when the
 * address was wrong (another listener answered), 1 when the server refused or failed, or could
 * not be reached.
 */
export function describeOpsFailure(
  error: OpsError,
  address: OpsAddress,
): { line: string; code: 1 | 2 } {
  const url = new URL(address.server);
  if (error.status === 0) {
    const { code, message } = rootCause(error);
    const why = (code && unreachable[code]) ?? code ?? message;
    const hint =
      code === 'ECONNREFUSED'
        ? 'is the server running? set --server or OPS_PORT'
        : 'check the address in --server';
    return { line: `cannot reach the ops listener at ${url.origin} (${why}): ${hint}`, code: 1 };
  }
  if (!error.fromOps && error.status < 500)
    return { line: wrongListener(url, error.status, address), code: 2 };
  if (!error.fromOps)
    return {
      line: `failed: ${url.origin} answered ${error.status} without the ops API's JSON (a proxy in between?)`,
      code: 1,
    };
  if (error.status === 401) {
    const token = address.tokenSet
      ? 'the token in OPS_TOKEN'
      : 'the development token (OPS_TOKEN is not set)';
    return {
      line: `refused: ${url.origin} does not accept ${token} (wrong, or revoked): set OPS_TOKEN to the server's own or to one made with tokens create`,
      code: 1,
    };
  }
  const details = error.details.map((d) => `\n  - ${d}`).join('');
  const message =
    error.status === 403
      ? `${error.message} (the token in OPS_TOKEN, at ${url.origin})`
      : error.message;
  // A server that could not do it (503: its database is down) did not refuse it.
  return { line: `${error.status >= 500 ? 'failed' : 'refused'}: ${message}${details}`, code: 1 };
}
