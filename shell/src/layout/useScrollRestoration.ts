import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where this tab's pages were scrolled to, by history entry, across a reload of the tab. */
const STORAGE_KEY = 'site-scroll-positions';

/** How long a restore waits for the page to grow tall enough: about two seconds of frames. */
const MAX_FRAMES = 120;

/** What a visitor does to scroll. */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;

/** Shared by the layouts of site pages and of unknown addresses, which mount one another. */
let positions: Map<string, number> | undefined;

function savedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    const entries = Object.entries(saved ?? {}).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    return new Map(entries);
  } catch {
    return new Map();
  }
}

/**
 * A link opens its page at the top; Back, Forward and a reload return to where the visitor was,
 * once the page is tall enough again (a remote's page can draw a few frames after the navigation).
 * The declarative router leaves scrolling to the app: this is what the data router's
 * `<ScrollRestoration>` did, whose router costs 17 KB gzip more on every page.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef<string>(undefined);

  useEffect(() => {
    // Within the app, the browser's own restoration would scroll the page it is leaving before
    // React swaps it. Across a reload it is the better one: it scrolls the prerendered page at
    // its first paint, before any script runs.
    const manual = () => (window.history.scrollRestoration = 'manual');
    const record = () => {
      if (shownKey.current !== undefined) positions?.set(shownKey.current, window.scrollY);
    };
    const persist = () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions ?? [])));
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', manual);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions ??= savedPositions();
    const firstRender = shownKey.current === undefined;
    shownKey.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType !== 'POP') {
      // A link to an anchor leaves the scrolling to the anchor.
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    if (saved === undefined) {
      if (!firstRender && !location.hash) window.scrollTo(0, 0);
      return;
    }
    let frames = 0;
    let handle = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && frames++ < MAX_FRAMES)
        handle = requestAnimationFrame(restore);
    };
    // A visitor who scrolls while the page grows has taken over.
    const stop = () => cancelAnimationFrame(handle);
    for (const input of USER_SCROLL) window.addEventListener(input, stop, { passive: true });
    restore();
    return () => {
      stop();
      for (const input of USER_SCROLL) window.removeEventListener(input, stop);
    };
  }, [location.key, location.hash, navigationType]);
}
