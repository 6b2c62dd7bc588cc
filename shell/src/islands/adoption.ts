// The layout's side of taking over the islands hydrated before it, apart from islandsFirst: the
// layout, which every page loads, carries only this.
import type { IslandEvents, IslandHandle } from './hydrateIsland';

/** What the layout takes over from an island hydrated before it (see islandsFirst's HeldEvents). */
export interface HandOver {
  /** From now on tells `owner`, first what was held. */
  handTo(owner: IslandEvents): void;
}

/** The islands hydrated before the layout, until it adopts them. */
const hydratedFirst = new Map<Element, { handle: IslandHandle; events: HandOver }>();

/** Keeps `island`, hydrated before the layout, for the layout to adopt. */
export function keepForLayout(island: Element, handle: IslandHandle, events: HandOver): void {
  hydratedFirst.set(island, { handle, events });
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
