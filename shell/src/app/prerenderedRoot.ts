/** The attribute the server puts on the root element it filled with the prerendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Whether the server sent the page prerendered into `container`. */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE);
}
