// The hand-over of taps from a prerendered page's HTML to its scripts. The page's loader records
// each button clicked before the layout's scripts take the page (their React root is made), and
// the shell clicks them again once the page is live: a tap on Pause before the scripts ran is
// not lost. Clicks after the hand-over are React's: it replays those it saw while hydrating.
// An island hydrated before the layout takes its own part of the record first (takeEarlyClicksIn).

import { postsWithoutCode } from './formPost';

/** The window property the record is kept under, between the loader and the shell. */
const STORE = '__goldEarlyClicks';

/**
 * On a button whose state before the scripts carries over by other means (the phone's menu opens
 * on focus in the HTML, and stays open when hydrated): its clicks are not recorded.
 */
export const OWN_EARLY_STATE_ATTRIBUTE = 'data-own-early-state';

const store = () => (window as unknown as Record<typeof STORE, ClickRecord | undefined>)[STORE];

/**
 * The button a click before the scripts is held for, to be clicked again once they take it: none
 * where the click was on no button, on one that owns its early state, or on one whose scripts
 * already hear it (`taken`), and where it posts its form to the server, which answers it as a page
 * (see postsWithoutCode): the page's downloads are stopped then, so that the answer comes first.
 * Any other submit of the browser's own is prevented: it would load the page anew, the form's
 * values in its address; the scripts submit the form when they click the button again.
 * The page's loader holds the first page's clicks so, the shell those on a page's HTML it moved to.
 */
export function holdClickedButton(
  event: Event,
  taken: (button: Element) => boolean | undefined = () => false,
): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.hasAttribute(OWN_EARLY_STATE_ATTRIBUTE) || taken(button)) return null;
  if (button.form && button.type !== 'button') {
    if (postsWithoutCode(button.form)) {
      stop();
      return null;
    }
    event.preventDefault();
  }
  return button;
}

/**
 * The buttons clicked before the scripts take them (holdClickedButton), in order: the page's
 * loader keeps one for the first page, the shell one for a page's HTML it moved to. Plain data,
 * with the functions below: the loader, inlined into every page, carries only `holdClick`.
 */
export interface ClickRecord {
  /** The buttons clicked so far, in order; null once they were all taken. */
  clicks: HTMLElement[] | null;
  /** The elements whose clicks their scripts already hear (islands whose roots are made). */
  taken: Element[];
}

/** A new, empty {@link ClickRecord}. */
export const clickRecord = (): ClickRecord => ({ clicks: [], taken: [] });

/** Records in `record` the button `event` clicked, where it is held (see holdClickedButton). */
export function holdClick(record: ClickRecord, event: Event): void {
  if (!record.clicks) return;
  const taken = (button: Element) => record.taken.some((element) => element.contains(button));
  const button = holdClickedButton(event, taken);
  if (button) record.clicks.push(button);
}

/**
 * The buttons in `element` clicked before now, in order, and the end of its part of `record`:
 * from here on, clicks in it are its scripts' (an island, as its root is made).
 */
export function takeClicksIn(record: ClickRecord, element: Element): HTMLElement[] {
  if (!record.clicks) return [];
  record.taken.push(element);
  const within = record.clicks.filter((button) => element.contains(button));
  record.clicks = record.clicks.filter((button) => !element.contains(button));
  return within;
}

/** The buttons clicked before now, in order, and the end of `record`. */
export function takeAllClicks(record: ClickRecord): HTMLElement[] {
  const clicks = record.clicks ?? [];
  record.clicks = null;
  return clicks;
}

/**
 * Starts recording the buttons clicked until the shell takes them (the page's loader), after
 * `clicked`: buttons to click as if the visitor had (a form the server sent back).
 */
export function recordEarlyClicks(clicked: HTMLElement[] = []): void {
  const record: ClickRecord = { clicks: clicked, taken: [] };
  (window as unknown as Record<typeof STORE, ClickRecord>)[STORE] = record;
  const listener = (event: Event) => {
    if (!record.clicks) return removeEventListener('click', listener, true);
    holdClick(record, event);
  };
  addEventListener('click', listener, true);
}

/**
 * The buttons clicked before now, in order, and the end of the record: from here on, clicks are
 * the scripts' (the shell, as it makes its root). Empty where no loader recorded.
 */
export function takeEarlyClicks(): HTMLElement[] {
  const record = store();
  return record ? takeAllClicks(record) : [];
}

/**
 * The buttons in `element` clicked before now, in order, and the end of its part of the record:
 * from here on, clicks in it are its scripts' (an island, as its root is made before the layout's).
 */
export function takeEarlyClicksIn(element: Element): HTMLElement[] {
  const record = store();
  return record ? takeClicksIn(record, element) : [];
}

/** Clicks each of `buttons` again, in order, where it is still in the page. */
export function replayClicks(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}
