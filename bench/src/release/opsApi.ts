import { loadServerConfig } from '@gold/config/server';

/**
 * The ops token of the servers the bench starts: they read it from the same environment, so it
 * is OPS_TOKEN when set and the server config's default otherwise.
 */
export function opsToken(): string {
  return loadServerConfig(process.env).opsToken;
}

/**
 * POSTs to an ops endpoint of `origin` (JSON, or a multipart form) and returns the answer's JSON;
 * throws with the server's own explanation on anything but 2xx.
 */
export async function postOps<T>(
  origin: string,
  path: string,
  body: FormData | Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${opsToken()}`,
    'x-ops-actor': 'bench',
  };
  if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(origin + path, {
    method: 'POST',
    headers,
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${origin}${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
