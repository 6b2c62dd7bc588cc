import { COVER_IMAGES_ATTRIBUTE, COVER_MAX_WAIT_ATTRIBUTE } from '@gold/build-output';
import { whenImagesSettle } from './imagesSettled';

/**
 * Hides each cover in `root` (home's landing loader) by the app's own rule (imagesSettled.ts):
 * the page under it answers taps before its scripts run. Inlined into a prerendered page for the
 * document (coverLifter.ts); the shell runs it on a page's HTML it moved to, where no inline
 * script runs. `hidden` is what the page's CSS reset hides without exception. Returns what stops
 * waiting.
 */
export function liftCovers(root: ParentNode): () => void {
  const stops = [...root.querySelectorAll(`[${COVER_IMAGES_ATTRIBUTE}]`)].map((cover) => {
    const urls = cover.getAttribute(COVER_IMAGES_ATTRIBUTE)!.split(' ').filter(Boolean);
    const maxWait = cover.getAttribute(COVER_MAX_WAIT_ATTRIBUTE);
    const images = urls.map((url) => Object.assign(new Image(), { src: url }));
    return whenImagesSettle(images, maxWait === null ? undefined : Number(maxWait), () =>
      cover.setAttribute('hidden', ''),
    );
  });
  return () => stops.forEach((stop) => stop());
}
