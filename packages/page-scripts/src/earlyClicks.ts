// The hand-over of taps from a prerendered page's HTML to its scripts. The page's loader records
// each button clicked before the layout's scripts take the page (their React root is made), and
// the shell clicks them again once the page is live: a tap on Pause before the scripts ran is
// not lost. Clicks after the hand-over are React's: it replays those it saw while hydrating.

/** The window property the record is kept under, between the loader and the shell. */
const STORE = '__goldEarlyClicks';

/**
 * On a button whose state before the scripts carries over by other means (the phone's menu opens
 * on focus in the HTML, and stays open when hydrated): its clicks are not recorded.
 */
export const OWN_EARLY_STATE_ATTRIBUTE = 'data-own-early-state';

interface EarlyClicks {
  /** The buttons clicked so far, in order; null once the shell has taken them. */
  clicks: HTMLElement[] | null;
}

const store = () => (window as unknown as Record<typeof STORE, EarlyClicks | undefined>)[STORE];

/** Starts recording the buttons clicked until the shell takes them (the page's loader). */
export function recordEarlyClicks(): void {
  const record: EarlyClicks = { clicks: [] };
  (window as unknown as Record<typeof STORE, EarlyClicks>)[STORE] = record;
  const listener = (event: Event) => {
    if (!record.clicks) return removeEventListener('click', listener, true);
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.hasAttribute(OWN_EARLY_STATE_ATTRIBUTE)) record.clicks.push(button);
  };
  addEventListener('click', listener, true);
}

/**
 * The buttons clicked before now, in order, and the end of the record: from here on, clicks are
 * the scripts' (the shell, as it makes its root). Empty where no loader recorded.
 */
export function takeEarlyClicks(): HTMLElement[] {
  const record = store();
  const clicks = record?.clicks ?? [];
  if (record) record.clicks = null;
  return clicks;
}

/** Clicks each of `buttons` again, in order, where it is still in the page. */
export function replayClicks(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}
