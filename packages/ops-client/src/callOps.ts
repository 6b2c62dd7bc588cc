import type { OpsRefusal } from '@gold/registry/model';
import { OpsError } from './opsError';

/** What every ops request carries: the operator's token, and the name the audit trail gives. */
export interface OpsCredentials {
  token: string;
  /** The person acting (X-Ops-Actor); without it the server records the token's name. */
  actor?: string;
}

/** A `fetch` as the client needs it. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Where and how the ops requests go, beside the credentials. */
export interface OpsClient extends OpsCredentials {
  /** The ops listener's URL (the CLI); absent, paths are sent to this page's own origin (the console). */
  server?: string;
  /** How long the server gets to answer before it counts as absent; no limit when absent. */
  timeoutMs?: number;
  /** The `fetch` to use; the global one, looked up at each call, when absent. */
  fetch?: Fetch;
}

export type OpsMethod = 'GET' | 'POST';

function noAnswer(client: OpsClient, error: unknown): OpsError {
  const { message, cause } = error as { message?: string; cause?: unknown };
  const why = cause === undefined ? message : `${String(cause)}`;
  return new OpsError(
    0,
    client.server
      ? `no server answers at ${client.server} (${why})`
      : `the server did not answer (${why})`,
    [],
    { cause: error },
  );
}

/** The refusal in the body of an answer that was not 2xx (`OpsRefusal`), else its bare status. */
function refusalOf(status: number, text: string): OpsError {
  let body: Partial<OpsRefusal> | null = null;
  try {
    body = JSON.parse(text) as Partial<OpsRefusal> | null;
  } catch {
    // Not JSON (a proxy's error page): the status is all there is to say.
  }
  if (typeof body?.error !== 'string')
    return new OpsError(status, `the server answered ${status}`, [], { fromOps: false });
  return new OpsError(status, body.error, Array.isArray(body.details) ? body.details : []);
}

/**
 * Calls an ops endpoint and returns its JSON, or throws {@link OpsError} with the server's refusal
 * text (401 wrong token, 429 with its retry time, 409 conflict, 400 with each problem...), status
 * 0 when no server answered. `body` is sent as JSON, or as it is when it is a FormData upload.
 * The token is the only credential: no cookie goes with an ops request.
 */
export async function callOps<T>(
  client: OpsClient,
  method: OpsMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${client.token}` };
  if (client.actor) headers['X-Ops-Actor'] = client.actor;
  const init: RequestInit = { method, headers, credentials: 'omit', cache: 'no-store' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (client.timeoutMs !== undefined) init.signal = AbortSignal.timeout(client.timeoutMs);
  const send = client.fetch ?? ((input: string, options: RequestInit) => fetch(input, options));
  const url = client.server ? new URL(path, client.server).href : path;
  let response: Response;
  let text: string;
  try {
    response = await send(url, init);
    text = await response.text();
  } catch (error) {
    throw noAnswer(client, error);
  }
  if (!response.ok) throw refusalOf(response.status, text);
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new OpsError(response.status, `the server answered ${response.status} with no JSON`, [], {
      fromOps: false,
    });
  }
}
