import { test } from '../support/test';
import { devices } from '../support/devices';
import { expectEveryRouteHydrated } from '../support/everyRouteHydrated';

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
