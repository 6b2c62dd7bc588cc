import { chromium, type Browser, type CDPSession } from 'playwright';
import { findRoute, routeHref, SITE_BASE, type SiteRoute } from '@gold/routes';
import { trackProcess } from '../run/liveProcesses';
import { chromiumPath } from './lighthouseRun';
import {
  downloadedScripts,
  navigationEventNames,
  navigationLevels,
  navigationRequestsFrom,
} from './navigationLevels';
import type { DevtoolsEvent } from './networkRecords';
import type { NavigationRun } from './navigationSummary';

/**
 * The network of Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * applied by the browser to each request, so that every request level costs a real round trip.
 */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Where a navigation to `route` starts: a page of another remote, so that its remote is not loaded yet. */
export function startPageFor(route: SiteRoute): string {
  const home = findRoute(`${SITE_BASE}/home`) as SiteRoute;
  const faqs = findRoute(`${SITE_BASE}/FAQs`) as SiteRoute;
  return routeHref(route.remote === home.remote ? faqs : home);
}

/** Keeps the DevTools events a navigation's requests are read from, from now on. */
function recordNetwork(cdp: CDPSession): DevtoolsEvent[] {
  const log: DevtoolsEvent[] = [];
  for (const method of navigationEventNames)
    cdp.on(method, (params) => log.push({ method, params }));
  return log;
}

/** Launches the Chromium the navigations run in; closed with the bench if it stops early. */
export async function launchNavigationBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const tracked = trackProcess({ kill: () => void browser.close() });
  browser.on('disconnected', () => tracked.release());
  return browser;
}

/**
 * One navigation to `route` in a fresh context (empty cache): the start page is loaded and left
 * to settle, the network is slowed to mobile, then the route's link is clicked as a visitor would
 * (the pointer moves onto it, then presses: no earlier hover to preload from).
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  route: SiteRoute,
): Promise<NavigationRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(origin + startPageFor(route));
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await page.waitForLoadState('networkidle');
    const heading = await page.locator('main h1').first().textContent();
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    const log = recordNetwork(cdp);
    const started = performance.now();
    await page
      .locator(`a[href="${routeHref(route)}"]`)
      .first()
      .click();
    await page.waitForFunction(
      (before) => {
        const shown = document.querySelector('main h1');
        return (
          !document.querySelector('[aria-busy="true"]') && shown && shown.textContent !== before
        );
      },
      heading,
      { timeout: 30_000, polling: 'raf' },
    );
    const shownMs = performance.now() - started;
    const requests = navigationRequestsFrom(log);
    return {
      levels: navigationLevels(requests),
      shownMs,
      scripts: downloadedScripts(requests).length,
    };
  } finally {
    await context.close();
  }
}
