import { expect, type Page } from '@playwright/test';

/**
 * Clicks the top navigation's link named `link`, as a visitor would, and waits until the page's
 * heading says `heading`: by the router or by a page load, whichever the page does.
 */
export async function openFromMainNavigation(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(heading);
}
