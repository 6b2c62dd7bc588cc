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

/**
 * Whether a prerendered page starts its layout (its chunk, with the router) only at the visitor's
 * first interaction, after what moves in it went first: every page but a static one without
 * islands, which starts all its scripts at that interaction and its layout at once
 * (docs/decisions/0039-pages-before-the-layout.md). The server leaves the layout's preloads out
 * of such a page, and the shell's bootstrap hydrates its page or islands first: both ask this.
 */
export function layoutAtFirstInteraction(page: { static: boolean; islands: boolean }): boolean {
  return !page.static || page.islands;
}
