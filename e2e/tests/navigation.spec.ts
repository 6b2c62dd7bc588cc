import type { Page, Request } from '@playwright/test';
import type { RemoteName } from '@gold/routes';
import { expect, test } from '../support/test';
import { openFromMainNavigation } from '../support/mainNavigation';
import { expectLivePage } from '../support/livePage';

// Following a link to a page of a remote not loaded yet: what the browser fetches, and when.

test('hovering a link loads the page behind it, so following it fetches no script', async ({
  page,
}) => {
  await page.goto('/website/home');
  await expect(page.getByRole('region', { name: "Today's gold rates" })).toContainText('/ gram');
  const loading = new Set<Request>();
  page.on('request', (request) => loading.add(request));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  // As a script: the hover first fetches the page's files into the cache, and only loading its
  // island's module, which comes after, makes a click need nothing more.
  const calculatorForm = page.waitForResponse(
    (response) =>
      response.url().includes('__federation_expose_CalculatorFormIsland') &&
      response.request().resourceType() === 'script',
  );
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calculator' });
  await link.hover();
  await calculatorForm;
  // The preload is over when nothing it started is still loading.
  await expect.poll(() => loading.size).toBe(0);

  const fetchedAfterClick: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      fetchedAfterClick.push(new URL(request.url()).pathname);
  });
  await link.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
    'Gold Calculator',
  );
  expect(fetchedAfterClick).toEqual([]);
});

/**
 * Holds the real server's answer with `remote`'s entry back for 1.5 s: the scripts the page asks
 * for meanwhile (in the array returned, as they are asked for), it asked for without waiting for
 * the entry.
 */
async function holdEntry(page: Page, remote: RemoteName): Promise<string[]> {
  let entryArrived = false;
  await page.route(`**/remotes/${remote}/*/remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    entryArrived = true;
    await route.continue();
  });
  const askedBeforeEntry: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!entryArrived && path.endsWith('.js') && !path.endsWith('remoteEntry.js'))
      askedBeforeEntry.push(path);
  });
  return askedBeforeEntry;
}

test("following a link to a static page with islands downloads every island's scripts together with its remote's entry", async ({
  page,
}) => {
  await page.goto('/website/Calculator');
  await expectLivePage(page);
  const askedBeforeEntry = await holdEntry(page, 'home');

  await openFromMainNavigation(page, 'About Us', 'About');
  await expect(page.locator('main [data-island-live]').first()).toBeAttached();

  expect(askedBeforeEntry).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/remotes\/home\/[^/]+\/__federation_expose_TodaysRateIsland\./),
    ]),
  );
  // A static page is its HTML: the page's own module is never asked for.
  expect(askedBeforeEntry.some((path) => path.includes('__federation_expose_AboutPage'))).toBe(
    false,
  );
});
