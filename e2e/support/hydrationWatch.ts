import type { Page } from '@playwright/test';
import { startLayout } from './livePage';

/** What happened to the server's HTML up to the moment the page was live. */
export interface HydrationRecord {
  /**
   * Elements of the server's HTML the scripts removed from the root before it was live (a page
   * drawn again); what they added and took out again is not counted.
   */
  removed: string[];
  /** Errors the page logged about hydration (React's, and the shell's report of them). */
  errors: string[];
  /** CSS rules present more than once in the document's style sheets once live. */
  duplicateRules: string[];
  /**
   * Style elements taken out of the head until the page was live: moved (each move makes the
   * browser compute the whole page's style and layout again) or dropped.
   */
  stylesMoved: string[];
}

declare global {
  interface Window {
    __hydration?: { removed: string[]; stylesMoved: string[]; live: boolean };
  }
}

/**
 * The errors `page` logs about hydration from now on (React's, and the shell's report of them),
 * in an array that fills as they come.
 */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => {
    if (/hydrat|Minified React error/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** The CSS rules present more than once in the document's style sheets. */
export function duplicateRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        counts.set(rule.cssText, (counts.get(rule.cssText) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([rule]) => rule.slice(0, 120));
  });
}

/**
 * Watches every page load of `page`: each element removed from `#root` and each style element
 * taken out of the head until the root loses `data-prerendered` (the page is live), in the order
 * the browser reports them, and each console error that speaks of hydration. The function returned waits until the page loaded
 * last is live (its layout started) and gives its record.
 */
export async function watchHydration(page: Page): Promise<() => Promise<HydrationRecord>> {
  const errors = hydrationErrors(page);
  await page.addInitScript(() => {
    const record = { removed: [] as string[], stylesMoved: [] as string[], live: false };
    window.__hydration = record;
    // The root's elements as the server sent them, taken once the document is parsed and before
    // its deferred scripts run: taking out one the scripts put in (the spinner of a request that
    // started and ended before the page was live) draws none of the server's HTML again.
    let served: WeakSet<Element> | undefined;
    document.addEventListener('readystatechange', () => {
      served ??= new WeakSet(document.querySelectorAll('#root *'));
    });
    const observer = new MutationObserver((mutations) => {
      const root = document.getElementById('root');
      for (const mutation of mutations) {
        if (record.live || !root) return;
        if (mutation.type === 'attributes' && mutation.target === root) {
          record.live = !root.hasAttribute('data-prerendered');
          continue;
        }
        if (mutation.target === document.head) {
          for (const node of mutation.removedNodes)
            if (node instanceof HTMLStyleElement)
              record.stylesMoved.push(node.outerHTML.slice(0, 120));
          continue;
        }
        if (!root.contains(mutation.target) && mutation.target !== root) continue;
        // An island hydrated before the layout renders on its own from then on (home's cover
        // goes once the art has come): a change in an island once live is not a page drawn again.
        if (mutation.target instanceof Element && mutation.target.closest('[data-island-live]'))
          continue;
        for (const node of mutation.removedNodes)
          if (node instanceof Element && (!served || served.has(node)))
            record.removed.push(node.outerHTML.slice(0, 120));
      }
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-prerendered'],
    });
  });
  return async () => {
    await startLayout(page);
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    const seen = await page.evaluate(() => ({
      removed: window.__hydration?.removed ?? ['(the watch never ran)'],
      stylesMoved: window.__hydration?.stylesMoved ?? ['(the watch never ran)'],
    }));
    return { ...seen, duplicateRules: await duplicateRules(page), errors: errors.splice(0) };
  };
}
