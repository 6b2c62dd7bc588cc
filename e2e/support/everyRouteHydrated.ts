import type { Page } from '@playwright/test';
import { expect } from './test';
import { watchHydration } from './hydrationWatch';
import { pages } from './siteRoutes';

/** Loads every route in `page` from `origin` and checks each hydrated in place. */
export async function expectEveryRouteHydrated(page: Page, origin: string, version?: string) {
  const record = await watchHydration(page);
  for (const route of pages) {
    const response = await page.goto(`${origin}${route.href}`, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html, `${route.href} is sent prerendered`).toContain('data-prerendered');
    if (version) expect(html, `${route.href} comes from the canary`).toContain(`/${version}/`);
    // A node of the server's HTML, compared with what the page holds once live.
    const heading = await page.locator('main h1').elementHandle();
    const { removed, errors, duplicateRules, stylesMoved } = await record();
    expect.soft(errors, `${route.href}: hydration errors`).toEqual([]);
    expect.soft(removed, `${route.href}: elements replaced`).toEqual([]);
    expect.soft(duplicateRules, `${route.href}: rules inserted twice`).toEqual([]);
    expect.soft(stylesMoved, `${route.href}: style elements moved`).toEqual([]);
    expect
      .soft(await heading?.evaluate((node) => node.isConnected), `${route.href}: same heading`)
      .toBe(true);
  }
}
