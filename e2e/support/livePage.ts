import { expect, type Page } from '@playwright/test';

/**
 * Waits until the scripts have hydrated the page the server sent prerendered (drawn from the
 * build of the version the visitor was given): the root loses `data-prerendered` once the layout
 * is hydrated with the page in it, or, for a static page (its HTML is the page), with its islands
 * hydrated (or their code failed). A prerendered page starts its layout only at the visitor's
 * first interaction: it is given one (startLayout). Needed before reading what the live page
 * says, clicking what only the scripts make work (a button that opens a dialog), or handing it a
 * file. `timeout`: how long to wait, where not the default (an island whose code never comes is
 * given up after the shell's own timeout).
 */
export async function expectLivePage(page: Page, timeout?: number): Promise<void> {
  await startLayout(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', { timeout });
}

/** How long a page hydrated before its layout is given to go live before the interaction. */
const PAGE_FIRST_WAIT_MS = 10_000;

/**
 * Gives a prerendered page the server sent, untouched yet, the first interaction that starts its
 * layout: a key that changes nothing (Shift). A page the scripts hydrate whole is first left to
 * go live in its own root, as for a visitor who reads before touching (or to fail, which starts
 * the layout by itself); a static page gets the key at once, as its scripts wait for it.
 */
export async function startLayout(page: Page): Promise<void> {
  if (!(await page.locator('#root[data-prerendered]').count())) return;
  if (!(await page.locator('#root[data-static-page]').count()))
    await page
      .waitForFunction(
        () =>
          !document.querySelector('#root[data-prerendered]') ||
          document.querySelector('#root [data-page-host][data-island-live]') !== null,
        undefined,
        { timeout: PAGE_FIRST_WAIT_MS },
      )
      .catch(() => undefined);
  if (await page.locator('#root[data-prerendered]').count()) await page.keyboard.press('Shift');
}
