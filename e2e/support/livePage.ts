import { expect, type Page } from '@playwright/test';

/**
 * Waits until the scripts have hydrated the page the server sent prerendered (drawn from the
 * build of the version the visitor was given): the root loses `data-prerendered` once the page's
 * own root is hydrated, or, for a static page (its HTML is the page), once the layout is and
 * its islands are hydrated (or their code has failed). A static page without islands starts its
 * scripts only at the visitor's first interaction: it is given one (startStaticPage). Needed
 * before reading what the live page says, clicking what only the scripts make work (a button
 * that opens a dialog), or handing it a file. `timeout`: how long to wait, where not the
 * default (an island whose code never comes is given up after the shell's own timeout).
 */
export async function expectLivePage(page: Page, timeout?: number): Promise<void> {
  await startStaticPage(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', { timeout });
}

/**
 * Gives a static page the server sent, untouched yet, the first interaction that starts its
 * scripts: a key that changes nothing (Shift). Other pages start theirs by themselves.
 */
export async function startStaticPage(page: Page): Promise<void> {
  if (await page.locator('#root[data-prerendered][data-static-page]').count())
    await page.keyboard.press('Shift');
}
