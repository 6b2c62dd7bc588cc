import type { OpsRefusal } from '@gold/registry/model';

/** What every ops request carries: the operator's token, and the name the audit trail gives. */
export interface OpsCredentials {
  token: string;
  /** The person acting (X-Ops-Actor); without it the server records the token's name. */
  actor?: string;
}

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

/** A `fetch` as the client needs it; tests hand in their own. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

async function refusalOf(response: Response): Promise<OpsError> {
  const body = (await response.json().catch(() => null)) as Partial<OpsRefusal> | null;
  const message =
    typeof body?.error === 'string' ? body.error : `the server answered ${response.status}`;
  return new OpsError(response.status, message, Array.isArray(body?.details) ? body.details : []);
}

/**
 * Calls an ops endpoint of this origin with the bearer token and returns its JSON, or throws
 * {@link OpsError} with the server's refusal text (401 wrong token, 429 with its retry time, 409
 * conflict...). Same origin: the console is served by the listener that serves /ops.
 */
export async function callOps<T>(
  credentials: OpsCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${credentials.token}` };
  if (credentials.actor) headers['X-Ops-Actor'] = credentials.actor;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // The token is the only credential: no cookie goes with an ops request.
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    throw new OpsError(0, `the server did not answer (${(error as Error).message})`);
  }
  if (!response.ok) throw await refusalOf(response);
  return (await response.json()) as T;
}

/** The path of one remote's endpoint, its name escaped. */
export const remotePath = (remote: string, action = '') =>
  `/ops/registry/${encodeURIComponent(remote)}${action ? `/${action}` : ''}`;
