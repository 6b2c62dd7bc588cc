import type { ComponentType } from 'react';
import type { PrerenderedPage } from '../ground/prerenderedPage';
import type { FetchedPage } from '../remotes/pageFragments';
import type { RemotePageState } from '../remotes/useRemotePage';

// How a route's page loads (docs/page-loading.md), as pure functions of what is known at one
// render: which HTML there is, whether the page is static, where its code stands, and what
// failed. `usePageSource` gathers the facts; `RemotePage` draws the state with one switch.

/** Whether a page moved to is drawn by the HTML its version drew or by its code: decided once. */
export type DrawnBy = 'html' | 'code';

/** What is known of a route's page at one render. */
export interface PageFacts {
  /** The page the server sent as HTML for this page view, not yet retried. */
  served?: PrerenderedPage;
  /** The visitor moved to this page inside the site (no HTML from the server), not yet retried. */
  movedTo: boolean;
  /** For a page moved to: what draws it, once decided ({@link decideDrawnBy}). */
  drawnBy?: DrawnBy;
  /** For a page moved to: its version's HTML, undefined while on its way, null where none comes. */
  fetched?: FetchedPage | null;
  /** The page's code (loading for good where it is not wanted: a static page needs none). */
  code: RemotePageState;
  /** The version of the remote now current, after any fail-over. */
  currentVersion?: string;
  /** An essential island (a form) failed and no other version of the remote is left. */
  essentialFailed: boolean;
}

/** The one state a route's page is in, and what {@link RemotePage} draws for it. */
export type PageLoad =
  /** Nothing to show yet: the spinner. */
  | { status: 'loading' }
  /** The page cannot be drawn: the error panel with its retry. */
  | { status: 'failed' }
  /**
   * The HTML the server sent, left where it is: hydrated by `Page` once the code has come, or,
   * static, never hydrated but for its islands.
   */
  | { status: 'served'; page: PrerenderedPage; static: boolean; Page?: ComponentType }
  /** The HTML of a page moved to, shown as it came: hydrated by `Page`, or static with islands. */
  | { status: 'fetched'; page: FetchedPage; Page?: ComponentType }
  /** The page drawn by its code alone. */
  | { status: 'drawn'; Page: ComponentType };

/**
 * Whether the page is its HTML, so that its code is not loaded: the static page the server sent,
 * or a page moved to whose HTML is static (or, before it comes, whose version says it is). A page
 * once drawn by its code stays so, and a retry draws it with its code.
 */
export function pageIsItsHtml(
  facts: Pick<PageFacts, 'served' | 'movedTo' | 'drawnBy' | 'fetched'> & {
    attempt: number;
    knownStatic: boolean;
  },
): boolean {
  const { attempt, served, movedTo, drawnBy, fetched, knownStatic } = facts;
  if (attempt > 0) return false;
  if (served) return served.static === true;
  if (!movedTo || drawnBy === 'code') return false;
  return fetched ? fetched.static : knownStatic && fetched === undefined;
}

/**
 * What draws a page moved to, decided on the first render that can, never changed after, so the
 * page is never drawn twice: its HTML where it came before the code (or is static), its code where
 * the code came first or no HTML comes. Undefined while neither has come.
 */
export function decideDrawnBy(
  facts: Pick<PageFacts, 'movedTo' | 'drawnBy' | 'fetched' | 'code'>,
): DrawnBy | undefined {
  const { movedTo, drawnBy, fetched, code } = facts;
  if (!movedTo || drawnBy !== undefined) return drawnBy;
  if (fetched && (fetched.static || code.status === 'loading')) return 'html';
  if (fetched === null || code.status !== 'loading') return 'code';
  return undefined;
}

/** The state of the page: see {@link PageLoad}. */
export function pageLoad(facts: PageFacts): PageLoad {
  const { served, movedTo, drawnBy, fetched, code, currentVersion } = facts;
  const Page = code.status === 'ready' ? code.Page : undefined;
  if (facts.essentialFailed) return { status: 'failed' };
  // The code hydrates HTML of its own version only (none other since a fail-over).
  if (
    movedTo &&
    drawnBy === 'html' &&
    fetched &&
    code.status !== 'failed' &&
    (fetched.static || fetched.version === currentVersion)
  )
    return { status: 'fetched', page: fetched, Page: fetched.static ? undefined : Page };
  if (movedTo && drawnBy === undefined) return { status: 'loading' };
  if (served && code.status !== 'failed')
    return { status: 'served', page: served, static: served.static === true, Page };
  if (code.status === 'loading') return { status: 'loading' };
  if (code.status === 'failed') return { status: 'failed' };
  return { status: 'drawn', Page: code.Page };
}
