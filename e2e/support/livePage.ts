import { expect, type Page } from '@playwright/test';

/**
 * Waits until the scripts have hydrated the page the server sent prerendered (drawn from the
 * build of the version the visitor was given): the root loses `data-prerendered` once the page's
 * own root is hydrated, or, for a static page (its HTML is the page), once the layout is. Needed before reading what the live page says, clicking what only the
 * scripts make work (a button that opens a dialog), or handing it a file.
 */
export async function expectLivePage(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}
