import type { Page } from '@playwright/test';

/**
 * What scrolls sideways on `page`: the page itself, or a box inside it (a table's own scroller),
 * each as `tag scrollWidth > clientWidth: its text`. Empty when everything fits the width.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    return [root as HTMLElement, ...boxes]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} ${element.scrollWidth} > ${element.clientWidth}: ${(element.textContent ?? '').slice(0, 40)}`,
      );
  });
}
