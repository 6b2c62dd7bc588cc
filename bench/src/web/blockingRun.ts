import type { Browser } from 'playwright';
import { blockingAfterPaint, type BlockingRun, type LongTask } from './blockingSummary';
import { loadOnSlowPhone } from './slowPhoneLoad';

/**
 * Runs in the document before its scripts: keeps every long task the browser reports. A string,
 * not a function: tsx keeps the names of functions with a helper the page does not have.
 */
const recordLongTasks = `(() => {
  const tasks = (window.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/**
 * One load of a route's page (`url`, in its language) on the slow phone: the blocking time
 * Chromium itself sees, from the long tasks it reports after the first contentful paint until 3 s
 * after the network is idle. Beside Lighthouse's TBT, which simulates the phone from an
 * unthrottled load, this is the phone's main thread as it ran.
 */
export function measureBlocking(browser: Browser, url: string): Promise<BlockingRun> {
  return loadOnSlowPhone(
    browser,
    url,
    async (page) => {
      const { tasks, paintMs } = await page.evaluate(() => ({
        tasks: (window as unknown as { __benchLongTasks: LongTask[] }).__benchLongTasks,
        paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }));
      if (paintMs === null) throw new Error('the page reported no first contentful paint');
      return blockingAfterPaint(tasks, paintMs);
    },
    recordLongTasks,
  );
}
