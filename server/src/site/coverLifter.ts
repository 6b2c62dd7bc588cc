import { COVER_IMAGES_ATTRIBUTE, COVER_MAX_WAIT_ATTRIBUTE } from '@gold/build-output';
import { inlineScriptSource } from './inlineScriptSource';

/**
 * Hides each element marked with COVER_IMAGES_ATTRIBUTE once its images have all loaded, any has
 * failed, or its COVER_MAX_WAIT_ATTRIBUTE has passed: the rule the page's own code follows, kept
 * here so that a cover over a prerendered page does not wait for the scripts (on a slow phone,
 * seconds after the art has come). `hidden` is what the page's CSS reset hides without exception.
 * Written for the browser as is: it runs before any of our bundles, so nothing compiles it.
 */
export const COVER_LIFTER = `(() => {
  for (const cover of document.querySelectorAll('[${COVER_IMAGES_ATTRIBUTE}]')) {
    const lift = () => cover.setAttribute('hidden', '');
    const urls = cover.getAttribute('${COVER_IMAGES_ATTRIBUTE}').split(' ').filter(Boolean);
    let waiting = urls.length;
    if (waiting === 0) lift();
    const maxWait = cover.getAttribute('${COVER_MAX_WAIT_ATTRIBUTE}');
    if (maxWait !== null) setTimeout(lift, Number(maxWait));
    for (const url of urls) {
      const image = new Image();
      image.onload = () => {
        waiting -= 1;
        if (waiting === 0) lift();
      };
      image.onerror = lift;
      image.src = url;
    }
  }
})();`;

/** The Content-Security-Policy source that allows the cover lifter. */
export const COVER_LIFTER_SOURCE = inlineScriptSource(COVER_LIFTER);

/** The cover lifter's tag for a prerendered page whose `html` has a cover, or nothing. */
export function coverLifterTag(html: string): string {
  return html.includes(COVER_IMAGES_ATTRIBUTE) ? `<script>${COVER_LIFTER}</script>\n` : '';
}
