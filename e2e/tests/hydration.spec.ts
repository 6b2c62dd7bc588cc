import { expect, test } from '../support/test';
import { devices } from '../support/devices';
import { expectEveryRouteHydrated } from '../support/everyRouteHydrated';
import { watchHydration } from '../support/hydrationWatch';

// The server sends every page as HTML; the scripts hydrate it where it is. On every route, on a
// phone and on a desktop, for the stable versions (and, in hydrationOfCanaries.spec.ts, for a
// canary of every remote): React reports no mismatch, no element of the HTML is replaced, no
// style rule is inserted twice, no style element is moved, and the page's nodes are the ones the
// server sent.

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('every route of the stable versions hydrates its HTML in place', async ({ page }) => {
      test.setTimeout(120_000);
      await expectEveryRouteHydrated(page, '');
    });
  });
}

test('the watch counts elements of the server HTML taken out, not those the scripts put in and out', async ({
  page,
}) => {
  const record = await watchHydration(page);
  // Before the page is live: a paragraph of the server's HTML taken out, and a spinner's life
  // (put into the root, then taken out, as the overlay of a request that ends early).
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelector('#root main p')?.setAttribute('id', 'taken-out');
      document.getElementById('taken-out')?.remove();
      const spinner = Object.assign(document.createElement('div'), { id: 'added-spinner' });
      document.getElementById('root')?.append(spinner);
      setTimeout(() => spinner.remove());
    }),
  );
  await page.goto('/website/aboutUs', { waitUntil: 'commit' });
  const { removed } = await record();
  expect(await page.locator('#added-spinner, #taken-out').count()).toBe(0);
  expect(removed).toEqual([expect.stringMatching(/^<p [^>]*id="taken-out"/)]);
});
