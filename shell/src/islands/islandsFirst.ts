import { replayClicks, takeEarlyClicksIn } from '@gold/page-scripts/earlyClicks';
import { firstInteraction } from '@gold/page-scripts/firstInteraction';
import { findRoute } from '@gold/routes';
import { hydrateIsland, islandsIn, type IslandEvents, type IslandHandle } from './hydrateIsland';

/**
 * What an island hydrated before the layout tells, held until the layout adopts it: its
 * failures and its being settled. A failure is also signalled at once, so that the layout starts
 * to report it and to give way to another version.
 */
class HeldEvents implements IslandEvents {
  private readonly errors: unknown[] = [];
  private done = false;
  private owner?: IslandEvents;

  constructor(private readonly onFailure: () => void) {}

  failed = (error: unknown) => {
    if (this.owner) return this.owner.failed(error);
    this.errors.push(error);
    this.onFailure();
  };

  settled = () => {
    this.done = true;
    this.owner?.settled();
  };

  /** From now on tells `owner`, first what was held. */
  handTo(owner: IslandEvents) {
    this.owner = owner;
    for (const error of this.errors.splice(0)) owner.failed(error);
    if (this.done) owner.settled();
  }
}

/** The islands hydrated before the layout, until it adopts them. */
const hydratedFirst = new Map<Element, { handle: IslandHandle; events: HeldEvents }>();

/**
 * Hydrates, before the layout, the islands of the static page the server sent into `container`,
 * from the route's remote: a visitor who only looks runs no more than that. A tap on an island
 * before its root is made is clicked again once it is hydrated; the other taps stay recorded for
 * the layout. Settles when the layout is wanted: at the visitor's first interaction, or at once
 * when an island fails.
 */
export function hydrateIslandsFirst(container: HTMLElement): Promise<void> {
  const remote = findRoute(window.location.pathname)?.remote;
  if (!remote) return Promise.resolve();
  return new Promise((layoutWanted) => {
    for (const island of islandsIn(container)) {
      const held = new HeldEvents(layoutWanted);
      let clicks: HTMLElement[] = [];
      const handle = hydrateIsland(island, remote, {
        hydrating: () => (clicks = takeEarlyClicksIn(island)),
        failed: held.failed,
        settled: () => {
          replayClicks(clicks.splice(0));
          held.settled();
        },
      });
      hydratedFirst.set(island, { handle, events: held });
    }
    void firstInteraction().then(layoutWanted);
  });
}

/**
 * Takes over `island` if it was hydrated before the layout: what it told and tells from now on
 * goes to `events`, and the handle returned ends it. Undefined for any other island.
 */
export function adoptIsland(island: Element, events: IslandEvents): IslandHandle | undefined {
  const first = hydratedFirst.get(island);
  if (!first) return undefined;
  hydratedFirst.delete(island);
  first.events.handTo(events);
  return first.handle;
}
