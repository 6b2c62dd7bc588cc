import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
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
import type { NavigationRun, PageLoadRun } from './navigationSummary';

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

/**
 * Where a navigation to `route` starts: a static page (its HTML is the page, and it loads no
 * remote), so that no remote is loaded yet and the visitor chooses how it is left: from the HTML
 * the browser loads the next page, and once the layout's scripts run (at a first interaction)
 * the shell moves to it itself.
 */
export function startPageFor(route: SiteRoute): string {
  const faqs = findRoute(`${SITE_BASE}/FAQs`) as SiteRoute;
  const privacy = findRoute(`${SITE_BASE}/privacyPolicies`) as SiteRoute;
  return routeHref(route.path === faqs.path ? privacy : faqs);
}

/** Lighthouse's mobile CPU: four times slower. */
export const CPU_SLOWDOWN = 4;

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

/** Slows the page's CPU and network to a phone's, Lighthouse's mobile figures. */
export async function slowToPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
}

/** A fresh context (empty cache) on the page a navigation to `route` starts from, its network watched. */
async function openStartPage(browser: Browser, origin: string, route: SiteRoute) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(origin + startPageFor(route));
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The route's link on the start page, clicked as a visitor would (the pointer moves onto it, then presses). */
const clickLink = (page: Page, route: SiteRoute) =>
  page
    .locator(`a[href="${routeHref(route)}"]`)
    .first()
    .click();

/**
 * One navigation inside the site to `route` in a fresh context (empty cache): the start page is
 * loaded, its layout started by a key a visitor might press (Shift) and left to settle; the CPU
 * and network are slowed to a phone's, then the route's link is clicked (no earlier hover to
 * preload from). The shell shows the page's HTML as soon as it comes, then its code hydrates it.
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  route: SiteRoute,
): Promise<NavigationRun> {
  const { context, page, cdp } = await openStartPage(browser, origin, route);
  try {
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await page.waitForLoadState('networkidle');
    const heading = await page.locator('main h1').first().textContent();
    await slowToPhone(cdp);
    const log = recordNetwork(cdp);
    const started = performance.now();
    await clickLink(page, route);
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
    // Its HTML hydrated: the shell marks the page's host live once its page or islands are (at
    // once for a static page without islands). React takes a hydrated heading while it renders,
    // before the page commits, so a heading React owns says "working" only where the code drew
    // the page (no host, as no HTML came).
    await page.waitForFunction(
      () => {
        if (document.querySelector('#root [data-page-host][data-island-live]')) return true;
        const shown = document.querySelector('main h1');
        const drawn = shown && Object.keys(shown).some((key) => key.startsWith('__reactFiber'));
        return Boolean(drawn && !document.querySelector('main [data-page-host]'));
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const workingMs = performance.now() - started;
    const requests = navigationRequestsFrom(log);
    return {
      levels: navigationLevels(requests),
      shownMs,
      workingMs,
      scripts: downloadedScripts(requests).length,
    };
  } finally {
    await context.close();
  }
}

/**
 * The same navigation as the browser's page load: the start page is loaded and left to settle
 * untouched, so that its layout's scripts never start and the browser follows the link; the CPU
 * and network are slowed as for the router's, then the link is clicked.
 */
export async function measurePageLoad(
  browser: Browser,
  origin: string,
  route: SiteRoute,
): Promise<PageLoadRun> {
  const { context, page, cdp } = await openStartPage(browser, origin, route);
  try {
    await page.waitForLoadState('networkidle');
    if (!(await page.locator('#root[data-static-page]').count()))
      throw new Error(
        `${startPageFor(route)} is not static here: no link is followed as a page load`,
      );
    await slowToPhone(cdp);
    const started = performance.now();
    await clickLink(page, route);
    await page.waitForURL((url) => url.pathname === routeHref(route), { waitUntil: 'commit' });
    await page.waitForFunction(
      () => document.querySelector('main h1') && !document.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const shownMs = performance.now() - started;
    // A static page works once its islands are live (at once where it has none); any other once
    // its scripts have hydrated it (the page, in its own root: its layout waits for the
    // visitor's first interaction).
    await page.waitForFunction(
      () => {
        const root = document.querySelector('#root');
        if (!root?.hasAttribute('data-prerendered')) return true;
        if (root.hasAttribute('data-static-page'))
          return [...root.querySelectorAll('[data-island]')].every((island) =>
            island.hasAttribute('data-island-live'),
          );
        return root.querySelector('[data-page-host][data-island-live]') !== null;
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    return { shownMs, workingMs: performance.now() - started };
  } finally {
    await context.close();
  }
}
