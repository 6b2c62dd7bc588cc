/** Where the ops commands find the server, and the token they show it. */
export interface OpsTarget {
  server: string;
  token: string;
  actor: string;
}

/** An answer of an ops endpoint that was not 2xx, with the server's explanation. */
export class OpsRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: string[],
  ) {
    super(message);
    this.name = 'OpsRequestError';
  }
}

/** Calls an ops endpoint and returns its JSON, or throws OpsRequestError with the server's words. */
export async function callOps<T>(
  target: OpsTarget,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown | FormData,
): Promise<T> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${target.token}`,
    'X-Ops-Actor': target.actor,
  };
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(new URL(path, target.server), init);
  } catch (error) {
    throw new OpsRequestError(
      0,
      `no server answers at ${target.server} (${(error as Error).cause ?? error})`,
      [],
    );
  }
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { error?: string; details?: string[] };
  if (!response.ok)
    throw new OpsRequestError(
      response.status,
      json.error ?? `HTTP ${response.status}`,
      json.details ?? [],
    );
  return json as T;
}
