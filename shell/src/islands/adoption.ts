// The layout's side of taking over the islands and the page hydrated before it (islandsFirst
// hydrates them).
import type { Root } from 'react-dom/client';
import type { ExposedHandle, IslandEvents, IslandHandle } from './hydrateIsland';

/** What the layout takes over from an island hydrated before it (see HeldEvents). */
export interface HandOver {
  /** From now on tells `owner`, first what was held. */
  handTo(owner: IslandEvents): void;
}

/** The islands, and the page, hydrated before the layout, until it adopts them. */
const hydratedFirst = new Map<Element, { handle: ExposedHandle; events: HandOver }>();

/** Keeps `element` (an island, or the page's), hydrated before the layout, for the layout to adopt. */
export function keepForLayout(element: Element, handle: ExposedHandle, events: HandOver): void {
  hydratedFirst.set(element, { handle, events });
}

/** What was kept for `element`, given once. */
function takeKept(element: Element) {
  const first = hydratedFirst.get(element);
  hydratedFirst.delete(element);
  return first;
}

/**
 * Takes over `island` if it was hydrated before the layout: what it told and tells from now on
 * goes to `events`, and the handle returned ends it. Undefined for any other island.
 */
export function adoptIsland(island: Element, events: IslandEvents): IslandHandle | undefined {
  const first = takeKept(island);
  first?.events.handTo(events);
  return first?.handle;
}

/**
 * The root of the page hydrated before the layout in `host`, taken over as adoptIsland does; the
 * layout renders it on with its own tree. Undefined where none was, or where its code had not
 * come: then it is given up, for the layout to hydrate the page itself.
 */
export function adoptPage(host: Element, events: IslandEvents): Root | undefined {
  const first = takeKept(host);
  if (!first) return undefined;
  const root = first.handle.root();
  if (!root) {
    first.handle.unmount();
    return undefined;
  }
  first.events.handTo(events);
  return root;
}
