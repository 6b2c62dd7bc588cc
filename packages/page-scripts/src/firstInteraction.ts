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
