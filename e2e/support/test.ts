import { test as base } from '@playwright/test';
import { expectLivePage } from './livePage';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, whose page, after each navigation that waits for the load event, also
 * waits until the scripts have hydrated the page the server sent prerendered. Until then the
 * page works as HTML only, and a file handed to it or text read from it would be the
 * prerendered copy's. A test that means to see the page before that passes `waitUntil: 'commit'`
 * or `'domcontentloaded'`, or turns scripts off.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const untilLoaded = ['load', 'networkidle'].includes(options?.waitUntil ?? 'load');
      if (javaScriptEnabled && untilLoaded) await expectLivePage(page);
      return response;
    };
    await use(page);
  },
});
