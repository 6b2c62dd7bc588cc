import { expect, type Page } from '@playwright/test';

/** The page's h1, once its remote has rendered it. */
export const pageHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * Waits until the page is what a visitor sees, in any language: h1 shown, landing loader (a status
 * over the whole screen) and spinner gone, nothing still loading, and every animation that ends
 * (the rates' flip as they arrive) ended. axe reads colours as they are drawn: mid-fade, text is
 * fainter than it ever rests.
 */
export async function settled(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="status"]')].every(
      (status) => getComputedStyle(status).position !== 'fixed',
    ),
  );
  await expect(page.getByTestId('spinner-overlay')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
