import type { Browser, Page } from 'playwright';
import { routeHref, SITE_BASE, type SiteRoute } from '@gold/routes';
import { CPU_SLOWDOWN, MOBILE_NETWORK } from './navigationRun';
import { answeredTap, type TapRecord, type TapRun } from './tapSummary';

/**
 * A touch screen wide enough to show the top navigation's links: on a phone they are behind the
 * menu, and the home page shows no link to another page above the fold (the e2e test
 * `deadTaps.spec.ts` taps the phone's menu). The CPU and network are the phone's.
 */
const SCREEN = { viewport: { width: 1350, height: 940 }, hasTouch: true };

/** A finger tapping the same place every this many ms from the first paint... */
const TAP_EVERY_MS = 50;
/** ...until the page is left, for at most this long. */
const TAP_FOR_MS = 15_000;
/** The session storage key the page's records are kept under (the tab keeps it across pages). */
const RECORDS_KEY = 'bench-taps';

/** Where to tap, read on a load at full speed: the prerendered page draws the same. */
interface TapTarget {
  what: string;
  href: string;
  x: number;
  y: number;
}

/**
 * Runs in every document of the tab before its scripts: records each tap, the first contentful
 * paint, the start of a navigation to another page and the moment the root went live, in order,
 * in session storage (kept across the tab's pages), on the epoch clock. The page's main thread
 * may be busy; an event's time is when it was given, not when it was handled. A string, not a
 * function: tsx keeps the names of functions with a helper the page does not have.
 */
const recordTaps = `(() => {
  const key = ${JSON.stringify(RECORDS_KEY)};
  const origin = performance.timeOrigin;
  const add = (record) => {
    const records = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    records.push({ origin, ...record });
    sessionStorage.setItem(key, JSON.stringify(records));
  };
  const prerendered = () => document.querySelector('#root[data-prerendered]') !== null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint')
        add({ kind: 'paint', at: origin + entry.startTime });
  }).observe({ type: 'paint', buffered: true });
  addEventListener(
    'pointerdown',
    (event) => add({ kind: 'pointerdown', at: origin + event.timeStamp, live: !prerendered() }),
    { capture: true, passive: true },
  );
  // The Navigation API hears both a link followed by the browser and the router's pushState.
  window.navigation?.addEventListener('navigate', (event) => {
    const url = event.destination.url;
    if (new URL(url).pathname !== location.pathname)
      add({ kind: 'navigate', at: origin + performance.now(), url });
  });
  let seenPrerendered = false;
  const watch = new MutationObserver(() => {
    if (prerendered()) seenPrerendered = true;
    else if (seenPrerendered && document.getElementById('root')) {
      add({ kind: 'live', at: origin + performance.now() });
      watch.disconnect();
    }
  });
  watch.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-prerendered'],
  });
})();`;

/** What to tap on `path`: the first link of the top navigation to another page of the site. */
async function tapTarget(page: Page, path: string): Promise<TapTarget> {
  const link = page
    .locator(`nav[aria-label="Main"] a[href^="${SITE_BASE}/"]:not([href="${path}"])`)
    .filter({ visible: true })
    .first();
  const box = await link.boundingBox();
  const href = await link.getAttribute('href');
  const what = `the navigation's link to ${href ?? '?'}`;
  if (!box || !href) throw new Error(`${what} is not on screen`);
  return { what, href, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The records the tab kept, read once the page that follows the tap can be asked. */
async function readRecords(page: Page): Promise<TapRecord[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForLoadState('domcontentloaded');
      return await page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as TapRecord[],
        RECORDS_KEY,
      );
    } catch (error) {
      // The page may still be swapping documents ("Execution context was destroyed").
      if (attempt >= 5) throw error;
      await delay(200);
    }
  }
}

/**
 * One run on `route` in a fresh context with a touch screen: the page is loaded at full speed
 * to find where to tap, then again with the CPU four times slower and Lighthouse's mobile network,
 * the cache emptied. From its first contentful paint, as the browser reports it, the target is
 * tapped every 50 ms without waiting for the page, until the page begins to leave for the
 * target's page (followed as HTML or by the router), for at most 15 s.
 */
export async function measureTap(
  browser: Browser,
  origin: string,
  route: SiteRoute,
): Promise<TapRun> {
  const path = routeHref(route);
  const context = await browser.newContext(SCREEN);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordTaps);
    // The HTML draws the navigation where the scripts do: a static page's never start untouched.
    await page.goto(origin + path);
    await page.waitForLoadState('networkidle');
    const target = await tapTarget(page, path);
    await page.evaluate(() => sessionStorage.clear());

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) => {
      const listener = ({ name }: { name: string }) => {
        if (name !== 'firstContentfulPaint') return;
        cdp.off('Page.lifecycleEvent', listener);
        resolve();
      };
      cdp.on('Page.lifecycleEvent', listener);
    });
    await page.goto(origin + path, { waitUntil: 'commit' });
    const away = (url: string) => new URL(url).pathname !== path;
    // The page begins to leave: a request for another document, or the router's new address.
    const left = new Promise<string>((resolve) => {
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          if (away(request.url())) resolve(request.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && away(frame.url())) resolve(frame.url());
      });
    });
    await Promise.race([
      painted,
      delay(30_000).then(() => Promise.reject(new Error('no first paint within 30 s'))),
    ]);

    // Taps are not awaited one by one: a finger does not wait for a busy page to answer.
    const tap = () => void page.touchscreen.tap(target.x, target.y).catch(() => undefined);
    tap();
    const timer = setInterval(tap, TAP_EVERY_MS);
    const destination = await Promise.race([left, delay(TAP_FOR_MS).then(() => null)]).finally(() =>
      clearInterval(timer),
    );
    if (destination === null)
      throw new Error(`${target.what} tapped for ${TAP_FOR_MS / 1000} s: the page stayed`);
    const reached = new URL(destination).pathname;
    if (reached !== target.href)
      throw new Error(`${target.what} (${target.href}) was tapped, the page went to ${reached}`);
    await page.waitForURL((url) => away(url.href), { waitUntil: 'commit', timeout: 30_000 });
    return answeredTap(await readRecords(page));
  } finally {
    await context.close();
  }
}
