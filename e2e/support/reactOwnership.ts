import type { Page } from '@playwright/test';

/**
 * Whether React has taken the first element `selector` finds over (hydrated or rendered it), or
 * it is still the HTML the server or a fetched fragment put there.
 */
export const ownedByReact = (page: Page, selector: string): Promise<boolean> =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
