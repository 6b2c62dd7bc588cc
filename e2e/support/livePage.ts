import { expect, type Page } from '@playwright/test';

/**
 * Waits until the scripts have replaced the page the server sent prerendered (inert, and drawn
 * from the build of the version the visitor was given). Needed before reading what the live page
 * says, or handing it a file: neither goes through the hit test that makes clicks and typing wait.
 */
export async function expectLivePage(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}
