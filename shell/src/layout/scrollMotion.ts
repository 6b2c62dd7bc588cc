/** Calls `fn` at most once per `ms`, and once more at the end of a burst. */
export function throttle(fn: () => void, ms: number): () => void {
  let last = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    const wait = ms - (now - last);
    if (wait <= 0) {
      last = now;
      fn();
    } else if (!trailing) {
      trailing = setTimeout(() => {
        trailing = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

/** Ease-in-out position after fraction `t` (0..1) of the way from `from` to `to`. */
export function easeInOut(from: number, to: number, t: number): number {
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return from + (to - from) * eased;
}

/** Scrolls the window to the top over `durationMs` (instantly for reduced motion). */
export function scrollToTop(durationMs: number) {
  const from = window.scrollY;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || from === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, easeInOut(from, 0, t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
