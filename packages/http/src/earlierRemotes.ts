import type { ApiAnswer, Parse } from './apiAnswer';

// Remote versions built before the encrypted client became `@gold/http/client` (2026-11-25) call
// it through `@gold/http`. The registry keeps such versions for rollback, so the shell still
// offers the two calls here; the client and crypto-js then load on the first request.

/** @deprecated Import it from `@gold/http/client`. Kept for remote versions built before that. */
export async function postEncrypted<T>(
  path: string,
  payload: unknown,
  parse: Parse<T>,
): Promise<ApiAnswer<T>> {
  const client = await import('./client');
  return client.postEncrypted(path, payload, parse);
}

/** @deprecated Import it from `@gold/http/client`. Kept for remote versions built before that. */
export async function postMultipart<T>(
  path: string,
  payload: unknown,
  files: Record<string, Blob | null | undefined>,
  parse: Parse<T>,
): Promise<ApiAnswer<T>> {
  const client = await import('./client');
  return client.postMultipart(path, payload, files, parse);
}
