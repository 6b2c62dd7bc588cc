/** The compressed forms the server sends what it has made ahead. */
export type MadeEncoding = 'br' | 'gzip';

/** Whether an `Accept-Encoding` takes `name` (named, and not with q=0). */
function accepts(acceptEncoding: string | undefined, name: string): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([coding, ...params]) =>
        coding?.trim().toLowerCase() === name &&
        !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)),
    );
}

/** Of the forms `ready`, the one to send for an `Accept-Encoding`: brotli, then gzip, else none. */
export function acceptedEncoding(
  acceptEncoding: string | undefined,
  ready: readonly MadeEncoding[],
): MadeEncoding | undefined {
  return (['br', 'gzip'] as const).find(
    (name) => ready.includes(name) && accepts(acceptEncoding, name),
  );
}
