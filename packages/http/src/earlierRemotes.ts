import type { ApiAnswer, Parse } from './apiAnswer';

// Remote builds of shell level 1 made before the encrypted client became `@gold/http/client`
// call it through `@gold/http`. The registry may keep such versions for rollback, so the shell
// still offers the two calls here, until SHELL_LEVEL_FLOOR passes 1; the client and crypto-js
// then load on the first request.

/** @deprecated Import it from `@gold/http/client`. Kept for remote builds of shell level 1. */
export async function postEncrypted<T>(
  path: string,
  payload: unknown,
  parse: Parse<T>,
): Promise<ApiAnswer<T>> {
  const client = await import('./client');
  return client.postEncrypted(path, payload, parse);
}

/** @deprecated Import it from `@gold/http/client`. Kept for remote builds of shell level 1. */
export async function postMultipart<T>(
  path: string,
  payload: unknown,
  files: Record<string, Blob | null | undefined>,
  parse: Parse<T>,
): Promise<ApiAnswer<T>> {
  const client = await import('./client');
  return client.postMultipart(path, payload, files, parse);
}
