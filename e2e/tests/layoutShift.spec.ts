import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiPaths } from '@gold/contracts';
import { devices } from '../support/devices';
import { blockMaps } from '../support/mapsService';
import { recordShifts, shiftsSoFar } from '../support/layoutShifts';

/** Our target for Cumulative Layout Shift on every route (Lighthouse calls up to 0.1 "good"). */
const SHIFT_BUDGET = 0.02;
/** How long the slowed branch API holds each answer: long enough for the loading state to be drawn. */
const SLOW_API_MS = 1500;

/** A slow API at `path`: the page shows its loading state for a while, then the real answer. */
async function slowApi(page: Page, path: string) {
  await page.route(`**/api/${path}`, async (route) => {
    const response = await route.fetch();
    await new Promise((answered) => setTimeout(answered, SLOW_API_MS));
    await route.fulfill({ response });
  });
}

async function expectWithinBudget(page: Page) {
  const shifts = await shiftsSoFar(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(SHIFT_BUDGET);
}

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('the branches page moves nothing while its calls refresh the cards it came with', async ({
      page,
    }) => {
      await blockMaps(page);
      await slowApi(page, apiPaths.branchList);
      await recordShifts(page);
      const answers: unknown[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith(`/api/${apiPaths.branchList}`)) answers.push(response);
      });
      await page.goto('/website/branches');
      // The cards come in the first paint (decision 0045): no loading state to wait through.
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByText('Loading branches…')).toHaveCount(0);
      await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(2);
      await expectWithinBudget(page);
    });

    test("About Us moves no text when its call refreshes today's rates in the box", async ({
      page,
    }) => {
      await slowApi(page, apiPaths.goldRateView);
      await recordShifts(page);
      const answered = page.waitForResponse(`**/api/${apiPaths.goldRateView}`);
      await page.goto('/website/aboutUs');
      const rates = page.getByRole('region', { name: "Today's gold rates" });
      // The rates come in the first paint (decision 0045).
      await expect(rates).toHaveAttribute('aria-busy', 'false');
      await answered;
      await expectWithinBudget(page);
    });

    test('the Security Policies page, short with its panels closed, does not pull the footer up', async ({
      page,
    }) => {
      await recordShifts(page);
      await page.goto('/website/securityPolicies');
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Security Policies' }),
      ).toBeVisible();
      await expectWithinBudget(page);
    });
  });
}
