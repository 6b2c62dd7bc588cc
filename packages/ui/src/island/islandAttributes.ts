/**
 * The attributes of the element an island's HTML is in. Its value names the module of the page's
 * remote that draws the island (`./TodaysRateIsland`): the shell loads that module alone, from
 * the same version as the page, and hydrates the element in a React root of its own.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The island's props, as JSON: all the root that hydrates it is given. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * The `identifierPrefix` the island was rendered with, in a root of its own at build time: its
 * root in the browser uses the same, so that its ids match the HTML's.
 */
export const ISLAND_ID_PREFIX_ATTRIBUTE = 'data-island-ids';

/**
 * Set where the page is of no use without the island working (a form): where its code cannot
 * come or it throws, and no other version of the remote is left, the shell shows the page's error
 * panel and its retry instead of HTML that would not answer.
 */
export const ISLAND_ESSENTIAL_ATTRIBUTE = 'data-island-essential';

/**
 * Set by the shell on the element once its island is hydrated: on a page whose islands go before
 * its layout, the moment the visitor's view of the page is taken over by the scripts.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** The identifier prefix of a page's island, by its place on the page. */
export const islandIdPrefix = (index: number): string => `i${index}-`;
