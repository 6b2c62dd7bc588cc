import { useEffect, useState } from 'react';

/** A stalled image (neither loaded nor failed) must not keep the page covered longer than this. */
export const IMAGES_MAX_WAIT_MS = 5000;

/**
 * Fetches `urls` (the first with high priority) and tells when they have settled: once all have
 * loaded, as soon as any fails (a failed image never blocks the page), or after
 * IMAGES_MAX_WAIT_MS at the latest. The browser's cache then serves them to whoever draws them.
 */
export function useImagesSettled(urls: readonly string[]): boolean {
  const [ready, setReady] = useState(urls.length === 0);

  useEffect(() => {
    let waiting = urls.length;
    const timer = setTimeout(() => setReady(true), IMAGES_MAX_WAIT_MS);
    const images = urls.map((url, at) => {
      const image = new Image();
      image.fetchPriority = at === 0 ? 'high' : 'auto';
      image.onload = () => {
        waiting -= 1;
        if (waiting === 0) setReady(true);
      };
      image.onerror = () => setReady(true);
      image.src = url;
      return image;
    });
    return () => {
      clearTimeout(timer);
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [urls]);

  return ready;
}
