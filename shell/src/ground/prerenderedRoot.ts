import { STATIC_PAGE_ATTRIBUTE } from '@gold/build-output/static-page';

/** The attribute the server puts on the root element it filled with the prerendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of the element the page's HTML is in, in the layout: the page is hydrated there,
 * in a root of its own (see PageIsland).
 */
export const PAGE_HOST_ATTRIBUTE = 'data-page-host';

/** Whether the server sent the page prerendered into `container`. */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE);
}

/** Whether the page the server sent prerendered into `container` is static: only its layout hydrates. */
export function isStaticPage(container: HTMLElement): boolean {
  return isPrerendered(container) && container.hasAttribute(STATIC_PAGE_ATTRIBUTE);
}
