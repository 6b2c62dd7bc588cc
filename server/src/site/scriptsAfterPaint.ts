import { inlineJsonScript } from '@gold/config';
import { inlineScriptSource } from './inlineScriptSource';
import type { Preload } from './preloadLinks';

/** The element that lists the scripts a prerendered page starts after its first paint. */
export const SCRIPTS_AFTER_PAINT_ID = 'scripts-after-paint';

/** What the loader reads: the files to preload (low priority), then the entry to run. */
export interface ScriptsAfterPaint {
  preloads: readonly Preload[];
  entry: Preload;
}

/**
 * The longest the loader waits for the first paint to be reported, counted from the end of the
 * HTML: a browser that reports no paint, or a tab in the background, still starts the scripts.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * How many preload links the loader adds in one task. Each starts a fetch on the main thread, about
 * half a millisecond apiece on this machine's Chromium and four times that on a slow phone: the 15
 * of a page in one task made a long task of their own just after the first paint.
 */
export const LINKS_PER_TASK = 4;

/**
 * Starts the scripts once the first contentful paint is reported (or after FIRST_PAINT_WAIT_MS).
 * Written for the browser as is: it runs before any of our bundles, so nothing compiles it.
 */
export const SCRIPTS_AFTER_PAINT_LOADER = `(() => {
  const list = JSON.parse(document.getElementById(${JSON.stringify(SCRIPTS_AFTER_PAINT_ID)}).textContent);
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  const waiting = [list.entry, ...list.preloads];
  const addSome = () => {
    for (const { href, integrity } of waiting.splice(0, ${LINKS_PER_TASK})) {
      add('link', { rel: 'preload', as: 'script', href, integrity, crossorigin: 'anonymous', fetchpriority: 'low' });
    }
    if (waiting.length > 0) return setTimeout(addSome);
    add('script', { src: list.entry.href, integrity: list.entry.integrity, crossorigin: 'anonymous' });
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    addSome();
  };
  setTimeout(start, ${FIRST_PAINT_WAIT_MS});
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return start();
  try {
    new PerformanceObserver((paints) => {
      if (paints.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
})();`;

/** The Content-Security-Policy source that allows the loader, and no other inline script. */
export const SCRIPTS_AFTER_PAINT_SOURCE = inlineScriptSource(SCRIPTS_AFTER_PAINT_LOADER);

/**
 * The tags that start a prerendered page's scripts after its first paint, for the end of its
 * body. The page works as HTML until its scripts hydrate it, so nothing is lost by waiting, and
 * its first paint no longer shares the connection and the main thread with them. Lighthouse
 * counts every request started before the largest paint as holding that paint back: with the
 * scripts preloaded from the head, its simulated LCP on a slow phone was about twice the
 * monolith's although the paint it measured was the first one.
 */
export function scriptsAfterPaintTags(scripts: ScriptsAfterPaint): string {
  return [
    inlineJsonScript(SCRIPTS_AFTER_PAINT_ID, scripts),
    `<script>${SCRIPTS_AFTER_PAINT_LOADER}</script>`,
  ].join('\n');
}
