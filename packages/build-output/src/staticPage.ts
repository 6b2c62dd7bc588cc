// A module of its own (the `static-page` subpath), so that the shell's first chunk can read the
// marker without the rest of this package, which the shared UI chunk carries.

/**
 * The named export by which an exposed page says it is static (`export const staticPage = true`):
 * nothing on it changes once it is drawn, and its only handlers are its links to the site's
 * pages. Sent prerendered, such a page is never hydrated: its HTML is the page, the browser loads
 * none of its code for it, and the shell takes its links' clicks.
 */
export const STATIC_PAGE_EXPORT = 'staticPage';

/**
 * Marks the root element of a prerendered page whose page is static, besides `data-prerendered`:
 * the shell hydrates only its own layout around it.
 */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';
