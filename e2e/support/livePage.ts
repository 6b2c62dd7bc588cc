import { expect, type Page } from '@playwright/test';

/**
 * Waits until the scripts have hydrated the page the server sent prerendered (drawn from the
 * build of the version the visitor was given): the root loses `data-prerendered` once the page's
 * own root is hydrated, or, for a static page (its HTML is the page), once the layout is. A
 * static page starts its scripts only at the visitor's first interaction: it is given one
 * (startStaticPage). Needed before reading what the live page says, clicking what only the
 * scripts make work (a button that opens a dialog), or handing it a file.
 */
export async function expectLivePage(page: Page): Promise<void> {
  await startStaticPage(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/**
 * Gives a static page the server sent, untouched yet, the first interaction that starts its
 * scripts: a key that changes nothing (Shift). Other pages start theirs by themselves.
 */
export async function startStaticPage(page: Page): Promise<void> {
  if (await page.locator('#root[data-prerendered][data-static-page]').count())
    await page.keyboard.press('Shift');
}
