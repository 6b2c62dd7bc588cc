import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { retryEachFrame } from './retryEachFrame';

/** Where this tab's pages were scrolled to, by history entry, across a reload of the tab. */
const STORAGE_KEY = 'site-scroll-positions';

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
 * The key of the history entry shown. The router keys every entry it makes, but calls the one a
 * document was loaded into 'default', so every page opened by its address would share one place;
 * that entry gets a key of its own in its history state, which a reload and Back find again.
 */
function entryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state = (window.history.state ?? {}) as { key?: unknown };
  if (typeof state.key === 'string') return state.key;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...state, key }, '');
  return key;
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
    shownKey.current = entryKey(location.key);
    const saved = navigationType === 'POP' ? positions.get(shownKey.current) : undefined;
    if (saved === undefined) {
      // A new page starts at the top, unless it was opened at an anchor (or is the first one).
      if (!location.hash && (navigationType !== 'POP' || !firstRender)) window.scrollTo(0, 0);
      return;
    }
    const stop = retryEachFrame(() => {
      window.scrollTo(0, saved);
      return Math.abs(window.scrollY - saved) <= 1;
    });
    // A visitor who scrolls while the page grows has taken over.
    for (const input of USER_SCROLL) window.addEventListener(input, stop, { passive: true });
    return () => {
      stop();
      for (const input of USER_SCROLL) window.removeEventListener(input, stop);
    };
  }, [location.key, location.hash, navigationType]);
}
