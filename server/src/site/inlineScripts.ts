import { COVER_IMAGES_ATTRIBUTE } from '@gold/build-output';
import { inlineJsonScript } from '@gold/config';
import {
  COVER_LIFTER,
  SCRIPTS_AFTER_PAINT_ID,
  SCRIPTS_AFTER_PAINT_LOADER,
  type ScriptsAfterPaint,
} from '@gold/page-scripts';

/**
 * The Content-Security-Policy sources of the inline scripts a page may carry, and of no other:
 * the loader of its scripts after its first paint, and the lifter of its cover. Each is the
 * SHA-256 of the compiled script, computed when `@gold/page-scripts` was built.
 */
export const INLINE_SCRIPT_SOURCES: readonly string[] = [
  SCRIPTS_AFTER_PAINT_LOADER.source,
  COVER_LIFTER.source,
];

/** What a prerendered page under a cover adds to its head and to the end of its body. */
export interface CoverTags {
  /** Hides the cover from a browser that runs no script: nothing would lift it there. */
  head: string;
  /** The lifter of the cover, before the page's scripts. */
  body: string;
}

/** The cover's tags for a prerendered page whose `html` has a cover; empty ones otherwise. */
export function coverTags(html: string): CoverTags {
  if (!html.includes(COVER_IMAGES_ATTRIBUTE)) return { head: '', body: '' };
  return {
    head: `<noscript><style>[${COVER_IMAGES_ATTRIBUTE}]{display:none!important}</style></noscript>`,
    body: `<script>${COVER_LIFTER.code}</script>\n`,
  };
}

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
    `<script>${SCRIPTS_AFTER_PAINT_LOADER.code}</script>`,
  ].join('\n');
}
