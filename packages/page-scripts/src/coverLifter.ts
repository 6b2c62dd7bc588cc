import { COVER_IMAGES_ATTRIBUTE, COVER_MAX_WAIT_ATTRIBUTE } from '@gold/build-output';
import { whenImagesSettle } from './imagesSettled';

// Inlined into a prerendered page whose HTML has a cover (home's landing loader), before the
// loader of its scripts: hides each cover by the app's own rule (imagesSettled.ts), so that the
// page under it answers taps before the scripts run, which on a slow phone is seconds after the
// art has come. `hidden` is what the page's CSS reset hides without exception.
for (const cover of document.querySelectorAll(`[${COVER_IMAGES_ATTRIBUTE}]`)) {
  const urls = cover.getAttribute(COVER_IMAGES_ATTRIBUTE)!.split(' ').filter(Boolean);
  const maxWait = cover.getAttribute(COVER_MAX_WAIT_ATTRIBUTE);
  const images = urls.map((url) => Object.assign(new Image(), { src: url }));
  whenImagesSettle(images, maxWait === null ? undefined : Number(maxWait), () =>
    cover.setAttribute('hidden', ''),
  );
}
