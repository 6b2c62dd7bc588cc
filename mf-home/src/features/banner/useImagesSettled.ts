import { useEffect, useState } from 'react';
import { whenImagesSettle } from '@gold/page-scripts/imagesSettled';

/** A stalled image (neither loaded nor failed) must not keep the page covered longer than this. */
export const IMAGES_MAX_WAIT_MS = 5000;

/**
 * Fetches `urls` (the first with high priority) and tells when they have settled by the landing
 * cover's rule, which the server's inline lifter follows too: once all have loaded, as soon as any
 * fails, or after IMAGES_MAX_WAIT_MS at the latest. The browser's cache then serves them to
 * whoever draws them.
 */
export function useImagesSettled(urls: readonly string[]): boolean {
  const [ready, setReady] = useState(urls.length === 0);

  useEffect(() => {
    const images = urls.map((url, at) =>
      Object.assign(new Image(), { fetchPriority: at === 0 ? 'high' : 'auto', src: url }),
    );
    return whenImagesSettle(images, IMAGES_MAX_WAIT_MS, () => setReady(true));
  }, [urls]);

  return ready;
}
