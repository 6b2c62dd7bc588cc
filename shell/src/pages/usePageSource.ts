import { useEffect, useState } from 'react';
import type { SiteRoute } from '@gold/routes';
import { staticIslandsOf, type FetchedPage } from '../remotes/pageFragments';
import { preloadRemotePage } from '../remotes/preloadPage';
import type { PrerenderedPage } from '../ground/prerenderedPage';
import { currentTarget } from '../remotes/remoteTargets';
import { useFetchedPage } from '../remotes/useFetchedPage';
import { loadedPage, useRemotePage, type RemotePageState } from '../remotes/useRemotePage';

/** What draws a route's page: its code, and for a page moved to, its HTML until then. */
export interface PageSource {
  /** The page's code (loading for good where none is needed: a static page's HTML is the page). */
  state: RemotePageState;
  /** The HTML to show, and to hydrate once the code is ready (a static page's: its islands). */
  html?: FetchedPage;
  /** Neither the page's HTML nor its code has come yet. */
  waiting: boolean;
  /** The page is its HTML: the page the server sent static, or a static page's HTML fetched. */
  isStatic: boolean;
}

/**
 * The code, and the HTML where it comes first, of the page at `route` (docs/decisions/0041). A
 * page the server sent is hydrated where it is; a page moved to is shown as the HTML its version
 * drew, fetched with its code (a static page's without it), and drawn by its code where the code
 * came first or no HTML can come. `attempt` above 0 is a retry: the code draws it anew.
 */
export function usePageSource(
  route: SiteRoute,
  attempt: number,
  prerendered: PrerenderedPage | undefined,
): PageSource {
  const movedTo = prerendered === undefined && attempt === 0;
  const [codeAtStart] = useState(() => loadedPage(route.remote, route.module) !== undefined);
  const knownStatic = staticIslandsOf(route.remote, route.module) !== undefined;
  const fetched = useFetchedPage(
    route.remote,
    route.module,
    movedTo && (knownStatic || !codeAtStart),
  );
  // A static page's islands load with its HTML, not once it has come: one level, as for a page.
  useEffect(() => {
    if (movedTo && knownStatic) preloadRemotePage(route.remote, route.module);
  }, [movedTo, knownStatic, route.remote, route.module]);
  // Decided once, so that the page is never drawn twice: its HTML if it came before its code.
  const [drawnBy, setDrawnBy] = useState<'html' | 'code' | undefined>(
    codeAtStart ? 'code' : undefined,
  );
  // Once its code draws it, a page stays drawn by its code: a fail-over to a version whose page
  // is static changes nothing.
  const isStatic =
    attempt === 0 &&
    (prerendered?.static === true ||
      (movedTo &&
        drawnBy !== 'code' &&
        (fetched ? fetched.static : knownStatic && fetched === undefined)));
  const state = useRemotePage(route.remote, route.module, attempt, !isStatic);
  if (movedTo && drawnBy === undefined) {
    if (fetched && (fetched.static || state.status === 'loading')) setDrawnBy('html');
    else if (fetched === null || state.status !== 'loading') setDrawnBy('code');
  }
  const shown = movedTo && drawnBy === 'html' && fetched && state.status !== 'failed';
  // The code hydrates HTML of its own version only (none other since a fail-over).
  const html =
    shown && (fetched.static || currentTarget(route.remote)?.version === fetched.version)
      ? fetched
      : undefined;
  return { state, html, waiting: movedTo && drawnBy === undefined, isStatic };
}
