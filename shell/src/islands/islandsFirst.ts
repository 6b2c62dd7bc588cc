import { replayClicks, takeEarlyClicksIn } from '@gold/page-scripts/earlyClicks';
import { firstInteraction } from '@gold/page-scripts/firstInteraction';
import { PAGE_ID_PREFIX } from '@gold/build-output';
import { findRoute, type RemoteName } from '@gold/routes';
import { isStaticPage, PAGE_HOST_ATTRIBUTE } from '../ground/prerenderedRoot';
import { keepLoadFailure } from '../remotes/useRemotePage';
import { keepForLayout } from './adoption';
import { HeldEvents } from './heldEvents';
import {
  hydrateExposed,
  islandRoot,
  islandsIn,
  type ExposedHandle,
  type ExposedRoot,
} from './hydrateIsland';

/**
 * Hydrates `element` with `what` (see hydrateExposed), kept for the layout to adopt. A tap on it
 * before its root is made is clicked again once it is hydrated; the other taps stay recorded for
 * the layout. A failure calls `layoutWanted` with its error.
 */
function hydrateFirst(
  element: Element,
  remote: RemoteName,
  what: ExposedRoot,
  layoutWanted: (error: unknown) => void,
): ExposedHandle {
  const held = new HeldEvents(layoutWanted);
  let clicks: HTMLElement[] = [];
  const events = {
    hydrating: () => (clicks = takeEarlyClicksIn(element)),
    failed: held.failed,
    settled: () => {
      replayClicks(clicks.splice(0));
      held.settled();
    },
  };
  const handle = hydrateExposed(element, remote, what, events);
  keepForLayout(element, handle, held);
  return handle;
}

/**
 * Hydrates, before the layout, what moves in the page the server sent prerendered into
 * `container`, from the route's remote: the islands of a static page, or else the page, each in
 * its root. A visitor who only looks runs no more than that. Settles when the layout is wanted:
 * at the visitor's first interaction, or at once when one fails.
 */
export function hydrateIslandsFirst(container: HTMLElement): Promise<void> {
  const route = findRoute(window.location.pathname);
  if (!route) return Promise.resolve();
  return new Promise((layoutWanted) => {
    const wanted = () => layoutWanted();
    const host = container.querySelector(`[${PAGE_HOST_ATTRIBUTE}]`);
    if (isStaticPage(container))
      for (const island of islandsIn(container))
        hydrateFirst(island, route.remote, islandRoot(island), wanted);
    else if (host) {
      // A page whose code did not come is given to the layout as failed: its panel shows at
      // once, without a second wait for the same entry.
      const page = hydrateFirst(
        host,
        route.remote,
        { module: route.module, props: () => ({}), identifierPrefix: PAGE_ID_PREFIX },
        (error) => {
          if (!page.root()) keepLoadFailure(route.remote, route.module, error);
          wanted();
        },
      );
    }
    void firstInteraction().then(wanted);
  });
}
