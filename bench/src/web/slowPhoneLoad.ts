import type { Browser, Page } from 'playwright';
import { readBlocking, recordLongTasks } from './blockingRun';
import type { BlockingRun } from './blockingSummary';
import { readFonts } from './fontRun';
import type { FontRun } from './fontSummary';
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
 * One load of `url` on the slow phone (the CPU four times slower, Lighthouse's mobile network,
 * an empty cache), untouched until 3 s after its network is idle, then `read` from the page;
 * `before` runs in the document before its scripts.
 */
async function loadOnSlowPhone<T>(
  browser: Browser,
  url: string,
  read: (page: Page) => Promise<T>,
  before?: string,
): Promise<T> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    if (before) await page.addInitScript(before);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await slowToPhone(cdp);
    await page.goto(url, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await read(page);
  } finally {
    await context.close();
  }
}

/** What one load of a page on the slow phone shows: its blocking time and its fonts. */
export interface SlowPhoneRun {
  blocking: BlockingRun;
  fonts: FontRun;
}

/** One load of a route's page (`url`, in its language) on the slow phone, read for both. */
export function measureOnSlowPhone(browser: Browser, url: string): Promise<SlowPhoneRun> {
  return loadOnSlowPhone(
    browser,
    url,
    async (page) => ({ blocking: await readBlocking(page), fonts: await readFonts(page) }),
    recordLongTasks,
  );
}
