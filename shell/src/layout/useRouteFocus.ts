import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './SkipLink';

/** How long to wait for a remote page to render its heading: about two seconds of frames. */
const MAX_FRAMES = 120;

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
    let frames = 0;
    let handle = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} [data-page-heading]`);
      heading?.focus({ preventScroll: true });
      if (heading && document.activeElement === heading) return;
      if (frames++ < MAX_FRAMES) handle = requestAnimationFrame(focusHeading);
      else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    };
    focusHeading();
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}
