import createCache, { type EmotionCache } from '@emotion/cache';
import { SENT_STYLES_ATTRIBUTE } from '@gold/build-output';

/** The key of every style cache of the site, on the server and in the browser: class names match. */
export const STYLE_CACHE_KEY = 'css';

let cache: EmotionCache | undefined;

/**
 * The browser's one style cache on a page that came with its CSS (one per page: `@gold/ui` is a
 * shared singleton, so the shell's root and each page's root insert into the same one).
 *
 * Emotion adopts a server's `<style data-emotion>` element by moving it to the end of the head,
 * twice, and each move makes the browser compute the style and layout of the whole page again
 * (about 60 ms on a slow phone, for a page that did not change). The server names its rules in
 * {@link SENT_STYLES_ATTRIBUTE} instead, and this cache takes them as inserted where they are.
 */
export function sentStylesCache(): EmotionCache {
  if (!cache) {
    const created = createCache({ key: STYLE_CACHE_KEY });
    for (const element of document.querySelectorAll(`style[${SENT_STYLES_ATTRIBUTE}]`)) {
      const ids = element.getAttribute(SENT_STYLES_ATTRIBUTE)?.split(' ') ?? [];
      for (const id of ids) if (id) created.inserted[id] = true;
    }
    cache = created;
  }
  return cache;
}

/**
 * Puts the CSS of a page fetched as HTML (its fragment's rules, by Emotion id) into the document,
 * those the style cache has not inserted yet, in one element named as the server names its own:
 * the page shows styled before its scripts run, and hydrating it inserts none of them again.
 */
export function addSentStyles(styles: Record<string, string>): void {
  const inserted = sentStylesCache().inserted;
  const ids = Object.keys(styles).filter((id) => styles[id] && inserted[id] === undefined);
  if (ids.length === 0) return;
  const element = document.createElement('style');
  element.setAttribute(SENT_STYLES_ATTRIBUTE, ids.join(' '));
  element.textContent = ids.map((id) => styles[id]).join('');
  document.head.append(element);
  for (const id of ids) inserted[id] = true;
}
