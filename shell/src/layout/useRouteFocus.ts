import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { retryEachFrame } from './retryEachFrame';
import { MAIN_ID } from './SkipLink';

/**
 * After a client-side navigation, moves focus to the new page's heading so that screen readers
 * announce it (the first page load keeps the browser's own focus). A heading that cannot take
 * focus (inside an inert or hidden part) is retried, and the page itself takes focus at the end.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    return retryEachFrame(
      () => {
        const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} [data-page-heading]`);
        heading?.focus({ preventScroll: true });
        return heading !== null && document.activeElement === heading;
      },
      () => document.getElementById(MAIN_ID)?.focus({ preventScroll: true }),
    );
  }, [pathname]);
}
