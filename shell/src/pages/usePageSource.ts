import { useEffect, useState } from 'react';
import type { SiteRoute } from '@gold/routes';
import { staticIslandsOf } from '../remotes/pageFragments';
import { preloadRemotePage } from '../remotes/preloadPage';
import type { PrerenderedPage } from '../ground/prerenderedPage';
import { currentTarget } from '../remotes/remoteTargets';
import { useFetchedPage } from '../remotes/useFetchedPage';
import { loadedPage, useRemotePage } from '../remotes/useRemotePage';
import { decideDrawnBy, pageIsItsHtml, pageLoad, type DrawnBy, type PageLoad } from './pageLoad';

/**
 * The state of the page at `route` (see {@link pageLoad}, docs/page-loading.md). A page the
 * server sent is hydrated where it is; a page moved to is shown as the HTML its version drew,
 * fetched with its code (a static page's without it), and drawn by its code where the code came
 * first or no HTML can come. `attempt` above 0 is a retry: the code draws it anew.
 */
export function usePageSource(
  route: SiteRoute,
  attempt: number,
  prerendered: PrerenderedPage | undefined,
  essentialFailed: boolean,
): PageLoad {
  const served = attempt === 0 ? prerendered : undefined;
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
  const [decided, setDrawnBy] = useState<DrawnBy | undefined>(codeAtStart ? 'code' : undefined);
  const isStatic = pageIsItsHtml({
    attempt,
    served,
    movedTo,
    drawnBy: decided,
    fetched,
    knownStatic,
  });
  const code = useRemotePage(route.remote, route.module, attempt, !isStatic);
  const drawnBy = decideDrawnBy({ movedTo, drawnBy: decided, fetched, code });
  if (drawnBy !== decided) setDrawnBy(drawnBy);
  return pageLoad({
    served,
    movedTo,
    drawnBy,
    fetched,
    code,
    currentVersion: currentTarget(route.remote)?.version,
    essentialFailed,
  });
}
