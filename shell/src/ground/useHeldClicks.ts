import { useEffect, useState, type RefObject } from 'react';
import {
  clickRecord,
  holdClick,
  replayClicks,
  takeAllClicks,
  takeClicksIn,
} from '@gold/page-scripts/earlyClicks';

/** The taps held on fetched HTML, handed to the roots that take it over. */
export interface HeldClicks {
  /**
   * From now on, clicks in `element` are its root's (an island's, about to be made): the buttons
   * held in it so far, to click again once it is live.
   */
  takeIn: (element: Element) => HTMLElement[];
  /** Clicks every button held again, in order, and holds no more: call it once a root is live. */
  replay: () => void;
}

/**
 * Holds the buttons clicked in `host` while `holding` (its HTML shows, no root takes it yet), in
 * a record as the page's loader keeps for the first page (ClickRecord), and hands them to the
 * roots that take the HTML over.
 */
export function useHeldClicks(host: RefObject<HTMLElement | null>, holding: boolean): HeldClicks {
  const [record] = useState(clickRecord);
  const [held] = useState<HeldClicks>(() => ({
    takeIn: (element) => takeClicksIn(record, element),
    replay: () => replayClicks(takeAllClicks(record)),
  }));
  useEffect(() => {
    const element = host.current;
    if (!holding || !element) return;
    const hold = (event: Event) => holdClick(record, event);
    element.addEventListener('click', hold, true);
    return () => element.removeEventListener('click', hold, true);
  }, [host, holding, record]);
  return held;
}
