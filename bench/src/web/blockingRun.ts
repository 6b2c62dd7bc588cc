import type { Page } from 'playwright';
import { blockingAfterPaint, type BlockingRun, type LongTask } from './blockingSummary';

/**
 * Runs in the document before its scripts: keeps every long task the browser reports. A string,
 * not a function: tsx keeps the names of functions with a helper the page does not have.
 */
export const recordLongTasks = `(() => {
  const tasks = (window.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ startMs: entry.startTime, durationMs: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/**
 * The blocking time Chromium itself saw in a load on the slow phone (`recordLongTasks` run in it):
 * the long tasks it reported after the first contentful paint until 3 s after the network was
 * idle. Beside Lighthouse's TBT, which simulates the phone from an unthrottled load, this is the
 * phone's main thread as it ran.
 */
export async function readBlocking(page: Page): Promise<BlockingRun> {
  const { tasks, paintMs } = await page.evaluate(() => ({
    tasks: (window as unknown as { __benchLongTasks: LongTask[] }).__benchLongTasks,
    paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  if (paintMs === null) throw new Error('the page reported no first contentful paint');
  return blockingAfterPaint(tasks, paintMs);
}
