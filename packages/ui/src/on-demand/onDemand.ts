/** A part of the UI downloaded when first needed (see {@link onDemand}). */
export interface OnDemand<T> {
  /** What was downloaded, once it was. */
  current: () => T | undefined;
  /** Downloads it unless it is here or on its way; rejects if the download fails. */
  load: () => Promise<T>;
}

/**
 * Wraps a dynamic import: one download at a time, and a failed download forgotten, so that the
 * next need tries again. React's `lazy` keeps a failed download for good and throws it at every
 * render, which takes down the whole tree above it unless a boundary catches it.
 */
export function onDemand<T>(download: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => value,
    load: () => {
      pending ??= download().then(
        (downloaded) => (value = downloaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
