/** What counts as the visitor's first interaction, each heard on the window. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'click', 'keydown', 'wheel', 'scroll'] as const;

/** An interaction that only follows a link: the browser loads the next page, which scripts would slow. */
const followsLink = (event: Event) =>
  event.type !== 'keydown' &&
  event.type !== 'scroll' &&
  event.target instanceof Element &&
  event.target.closest('a[href]') !== null;

/**
 * Calls `interacted` once, at the visitor's first touch, click, key, wheel or scroll, other than a
 * tap on a link. Heard in the capture phase, so that nothing on the page can hide it.
 */
export function onFirstInteraction(interacted: () => void): void {
  const options = { capture: true, passive: true };
  const listener = (event: Event) => {
    if (followsLink(event)) return;
    for (const type of INTERACTIONS) removeEventListener(type, listener, options);
    interacted();
  };
  for (const type of INTERACTIONS) addEventListener(type, listener, options);
}

/** The window property the first interaction is kept under, between the loader and the shell. */
const STORE = '__goldFirstInteraction';

interface InteractionRecord {
  /** Whether the visitor has interacted. */
  happened: boolean;
  /** Called at the first interaction, then forgotten. */
  waiting: (() => void)[];
}

const store = () =>
  (window as unknown as Record<typeof STORE, InteractionRecord | undefined>)[STORE];

/** Starts keeping the visitor's first interaction for the scripts that come later (the page's loader). */
export function recordFirstInteraction(): void {
  const record: InteractionRecord = { happened: false, waiting: [] };
  (window as unknown as Record<typeof STORE, InteractionRecord>)[STORE] = record;
  onFirstInteraction(() => {
    record.happened = true;
    for (const interacted of record.waiting.splice(0)) interacted();
  });
}

/**
 * Settles at the visitor's first interaction (see onFirstInteraction), at once if the loader has
 * seen it already. Where no loader ran, heard from now on.
 */
export function firstInteraction(): Promise<void> {
  const record = store();
  return new Promise((interacted) => {
    if (!record) onFirstInteraction(interacted);
    else if (record.happened) interacted();
    else record.waiting.push(interacted);
  });
}
