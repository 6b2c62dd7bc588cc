import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, moves focus to the new page's heading so that screen readers
 * announce it (the first page load keeps the browser's own focus).
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
      const heading = document.querySelector<HTMLElement>('main [data-page-heading]');
      if (heading) heading.focus({ preventScroll: true });
      else if (frames++ < 120) handle = requestAnimationFrame(focusHeading);
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
    focusHeading();
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}
