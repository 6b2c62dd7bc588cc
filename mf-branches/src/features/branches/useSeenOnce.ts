import { useEffect, useRef, useState, type RefObject } from 'react';

/** What {@link useSeenOnce} gives: the ref for the element, and whether it has been near the screen. */
export interface SeenOnce<T extends Element> {
  ref: RefObject<T | null>;
  seen: boolean;
}

/**
 * Whether the element has come within `margin` of the screen; it stays true once it has. Where
 * the browser has no IntersectionObserver the answer is true once the page runs. Never at first:
 * the page's HTML, drawn where nothing is on a screen, is drawn unseen as the browser hydrates it.
 */
export function useSeenOnce<T extends Element>(margin: string): SeenOnce<T> {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // After this commit: the first one is the HTML's, drawn unseen.
      queueMicrotask(() => setSeen(true));
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return { ref, seen };
}
