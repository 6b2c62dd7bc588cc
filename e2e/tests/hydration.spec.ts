import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { remoteCatalog, remoteNames } from '@gold/routes';
import { expect, test } from '../support/test';
import { devices } from '../support/devices';
import { watchHydration } from '../support/hydrationWatch';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { pages } from '../support/siteRoutes';

// The server sends every page as HTML; the scripts hydrate it where it is. On every route, on a
// phone and on a desktop, for the stable versions and for a canary of every remote: React reports
// no mismatch, no element of the HTML is replaced, no style rule is inserted twice, no style
// element is moved, and the page's nodes are the ones the server sent.

const CANARY_VERSION = '1.0.1-hydration';
const CANARY_PORT = Number(process.env.E2E_HYDRATION_PORT ?? 8241);

/** Loads every route in `page` from `origin` and checks each hydrated in place. */
async function expectEveryRouteHydrated(page: Page, origin: string, version?: string) {
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

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('every route of the stable versions hydrates its HTML in place', async ({ page }) => {
      test.setTimeout(120_000);
      await expectEveryRouteHydrated(page, '');
    });
  });
}

test.describe('with a canary of every remote', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(CANARY_PORT);
    for (const remote of remoteNames) {
      const dist = builtCopyAs(remoteCatalog[remote].folder, CANARY_VERSION);
      try {
        const published = server.cli('registry', 'publish', remote, '--dist', dist);
        expect(published.code, published.err).toBe(0);
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
      const canary = server.cli('registry', 'canary', remote, CANARY_VERSION, '--percent', '100');
      expect(canary.code, canary.err).toBe(0);
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const device of devices) {
    test(`on a ${device.name}, every route of the canaries hydrates its HTML in place`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext(device.use);
      const page = await context.newPage();
      await expectEveryRouteHydrated(page, server?.url ?? '', CANARY_VERSION);
      await context.close();
    });
  }
});
