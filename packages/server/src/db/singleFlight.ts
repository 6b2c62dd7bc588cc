/**
 * Calls made while a read is under way share that read instead of starting their own; the next
 * call after it settles reads again. Nothing is kept, so an answer is never older than one read
 * that was running when it was asked for.
 */
export function singleFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
