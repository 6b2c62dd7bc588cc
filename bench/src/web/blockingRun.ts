import type { Browser } from 'playwright';
import { routeHref, type SiteRoute } from '@gold/routes';
import { blockingAfterPaint, type BlockingRun, type LongTask } from './blockingSummary';
import { slowToPhone } from './navigationRun';

/** Lighthouse's phone: its screen, in a context of its own (an empty cache). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** How long the page is watched for more tasks once its network is idle. */
const SETTLE_MS = 3000;

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
 * One load of `route` on the slow phone (the CPU four times slower, Lighthouse's mobile
 * network, an empty cache), untouched: the blocking time Chromium itself sees, from the long
 * tasks it reports after the first contentful paint until 3 s after the network is idle. Beside
 * Lighthouse's TBT, which simulates the phone from an unthrottled load, this is the phone's
 * main thread as it ran.
 */
export async function measureBlocking(
  browser: Browser,
  origin: string,
  route: SiteRoute,
): Promise<BlockingRun> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await slowToPhone(cdp);
    await page.goto(origin + routeHref(route), { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, paintMs } = await page.evaluate(() => ({
      tasks: (window as unknown as { __benchLongTasks: LongTask[] }).__benchLongTasks,
      paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    if (paintMs === null) throw new Error('the page reported no first contentful paint');
    return blockingAfterPaint(tasks, paintMs);
  } finally {
    await context.close();
  }
}
