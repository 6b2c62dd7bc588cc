/**
 * The rule of home's landing cover: calls `settled` once every one of `images` has loaded, as
 * soon as any fails (a failed image never holds the page), or `maxWaitMs` after the call when
 * given. The inline lifter follows it before the scripts run, and the app after, so both lift the
 * cover at the same moment. `images` have been given their `src` in this task: their load and
 * error events come in a later one. Returns a function that stops waiting.
 */
export function whenImagesSettle(
  images: readonly HTMLImageElement[],
  maxWaitMs: number | undefined,
  settled: () => void,
): () => void {
  let waiting = images.length;
  if (!waiting) settled();
  const timer = maxWaitMs === undefined ? undefined : setTimeout(settled, maxWaitMs);
  for (const image of images) {
    image.onload = () => {
      if (!--waiting) settled();
    };
    image.onerror = settled;
  }
  return () => {
    clearTimeout(timer);
    for (const image of images) image.onload = image.onerror = null;
  };
}
