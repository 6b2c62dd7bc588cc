/** About two seconds of frames: how long the layout waits for a remote's page to draw. */
export const MAX_FRAMES = 120;

/**
 * Runs `attempt` now and then once a frame until it reports success, for at most
 * {@link MAX_FRAMES} more frames; `onGiveUp` runs if it never does. A remote's page can draw a
 * few frames after the navigation, so what the layout does to it is retried this way. Returns
 * the function that stops the retries.
 */
export function retryEachFrame(attempt: () => boolean, onGiveUp?: () => void): () => void {
  let frames = 0;
  let handle = 0;
  const run = () => {
    if (attempt()) return;
    if (frames++ < MAX_FRAMES) handle = requestAnimationFrame(run);
    else onGiveUp?.();
  };
  run();
  return () => cancelAnimationFrame(handle);
}
