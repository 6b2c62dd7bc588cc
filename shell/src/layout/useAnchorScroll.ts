import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { retryEachFrame } from './retryEachFrame';

/** Scrolls to `#anchor` targets, waiting for a remote page to render the element. */
export function useAnchorScroll() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    return retryEachFrame(() => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    });
  }, [location]);
}
