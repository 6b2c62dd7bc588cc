import { useEffect, useState, type RefObject } from 'react';
import { holdClickedButton, replayClicks } from '@gold/page-scripts/earlyClicks';

/** The taps held on fetched HTML, handed to the roots that take it over. */
export class HeldClicks {
  private held: HTMLElement[] = [];
  private readonly taken: Element[] = [];
  private released = false;

  /** Holds the button `event` clicked, unless a root already hears it or none holds any more. */
  hold(event: Event): void {
    if (this.released) return;
    const isTaken = (button: Element) => this.taken.some((root) => root.contains(button));
    const button = holdClickedButton(event, isTaken);
    if (button) this.held.push(button);
  }

  /**
   * From now on, clicks in `element` are its root's (an island's, about to be made): the buttons
   * held in it so far, to click again once it is live.
   */
  takeIn = (element: Element): HTMLElement[] => {
    this.taken.push(element);
    const within = this.held.filter((button) => element.contains(button));
    this.held = this.held.filter((button) => !element.contains(button));
    return within;
  };

  /** Clicks every button held again, in order, and holds no more: call it once a root is live. */
  replay = (): void => {
    this.released = true;
    replayClicks(this.held.splice(0));
  };
}

/**
 * Holds the buttons clicked in `host` while `holding` (its HTML shows, no root takes it yet), as
 * the page's loader holds the first page's (holdClickedButton), and hands them to the roots that
 * take the HTML over.
 */
export function useHeldClicks(host: RefObject<HTMLElement | null>, holding: boolean): HeldClicks {
  const [clicks] = useState(() => new HeldClicks());
  useEffect(() => {
    const element = host.current;
    if (!holding || !element) return;
    const hold = (event: Event) => clicks.hold(event);
    element.addEventListener('click', hold, true);
    return () => element.removeEventListener('click', hold, true);
  }, [host, holding, clicks]);
  return clicks;
}
