import { useEffect, useRef, type RefObject } from 'react';
import { holdClickedButton, replayClicks } from '@gold/page-scripts/earlyClicks';

/**
 * Holds the buttons clicked in `host` while `holding` (its HTML shows, no root takes it yet), as
 * the page's loader holds the first page's (holdClickedButton). The function returned clicks them
 * again, in order: call it once a root is live.
 */
export function useHeldClicks(host: RefObject<HTMLElement | null>, holding: boolean): () => void {
  const held = useRef<HTMLElement[]>([]);
  useEffect(() => {
    const element = host.current;
    if (!holding || !element) return;
    const hold = (event: Event) => {
      const button = holdClickedButton(event);
      if (button) held.current.push(button);
    };
    element.addEventListener('click', hold, true);
    return () => element.removeEventListener('click', hold, true);
  }, [host, holding]);
  return () => replayClicks(held.current.splice(0));
}
