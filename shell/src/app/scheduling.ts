/** Resolves in a new task, so that the work after it does not lengthen the task running now. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The longest to wait for the first paint: a tab in the background paints nothing until shown. */
const FIRST_PAINT_WAIT_MS = 500;

const contentfulPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Resolves once the browser has shown the page's first content, or after FIRST_PAINT_WAIT_MS
 * (also where the browser does not report paints), whichever comes first.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const enough = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    const done = () => {
      clearTimeout(enough);
      resolve();
    };
    if (contentfulPainted()) return done();
    try {
      const observer = new PerformanceObserver(() => {
        if (!contentfulPainted()) return;
        observer.disconnect();
        done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // A browser without paint timing: the timeout alone decides.
    }
  });
}
