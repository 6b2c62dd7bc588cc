import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to `#anchor` targets, waiting for a remote page to render the element. */
export function useAnchorScroll() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    let frames = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (frames++ < 120) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [location]);
}
