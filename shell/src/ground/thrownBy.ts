// Which version's code threw an error: an island's failure may be told after the remote has
// already failed over (held until the layout adopts the island), and is then the old version's,
// not the version now current.
const versions = new WeakMap<object, string>();

/** Marks `error` as thrown by code of `version`; returns it. */
export function markThrownBy<T>(error: T, version: string | undefined): T {
  if (version !== undefined && typeof error === 'object' && error !== null)
    versions.set(error, version);
  return error;
}

/** The version whose code threw `error`, where it was marked. */
export function thrownBy(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? versions.get(error) : undefined;
}
