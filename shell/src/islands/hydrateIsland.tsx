import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { RemoteName } from '@gold/routes';
import { SiteProviders } from '@gold/ui';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '@gold/ui/island';
import { hydrateInSlices } from '../ground/hydrateInSlices';
import { Committed } from '../ground/Committed';
import { FailedOverError } from '../ground/failedOver';
import { markThrownBy } from '../ground/thrownBy';
import { currentTarget } from '../remotes/remoteTargets';
import { RemoteErrorBoundary } from '../ground/RemoteErrorBoundary';
import { loadExposed } from '../remotes/useRemotePage';

/** What an island tells of itself as it is hydrated. */
export interface IslandEvents {
  /** Its root is about to be made: from here on, its clicks are React's. */
  hydrating?: () => void;
  /** Its module failed to load, or it threw (at any time, not only while hydrating). */
  failed: (error: unknown) => void;
  /** It is hydrated, or has failed: called once. */
  settled: () => void;
}

/** An island being hydrated; `unmount` ends its root, or stops its hydration if not begun. */
export interface IslandHandle {
  unmount: () => void;
}

/** The props an island's element carries; a malformed value is a fault of the version that sent it. */
function islandProps(element: Element): object {
  const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw new Error(`island ${element.getAttribute(ISLAND_ATTRIBUTE)} has no props object`);
  return props;
}

/** What {@link hydrateExposed} draws: a module of a remote, and how its element was rendered. */
export interface ExposedRoot {
  /** The exposed module (`./TodaysRateIsland`, `./CalculatorPage`). */
  module: string;
  /** Its props; read when its code has come (a malformed value fails the root). */
  props: () => object;
  /** The `identifierPrefix` it was rendered with at build time. */
  identifierPrefix: string;
}

/** An island or page being hydrated; `root` once its code has come and its root is made. */
export interface ExposedHandle extends IslandHandle {
  root: () => Root | undefined;
}

/**
 * Hydrates `element`, which the server sent with `what` rendered in it, in a root of its own: its
 * module loaded from `remote` (the version the page came from, with its integrity), marked live
 * once hydrated. The rest of the page stays the server's HTML. Code that came from another
 * version than `drawnBy`, the version whose build drew the HTML (the load failed over), is not
 * hydrated there: that is told as a FailedOverError.
 */
export function hydrateExposed(
  element: Element,
  remote: RemoteName,
  what: ExposedRoot,
  events: IslandEvents,
  drawnBy = currentTarget(remote)?.version,
): ExposedHandle {
  let current = true;
  let root: Root | undefined;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    events.settled();
  };
  // Only code of `drawnBy` is hydrated here: what it throws is that version's, however late it
  // is told (see thrownBy).
  const threw = (error: unknown) => {
    events.failed(markThrownBy(error, drawnBy));
    settle();
  };
  const committed = () => {
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    settle();
  };
  const hydrate = (Exposed: ComponentType<object>) => {
    const tree = (
      <SiteProviders stylesSent>
        <RemoteErrorBoundary fallback={null} onError={threw}>
          <Committed onCommit={committed}>
            <Exposed {...what.props()} />
          </Committed>
        </RemoteErrorBoundary>
      </SiteProviders>
    );
    events.hydrating?.();
    root = hydrateInSlices(element, tree, { identifierPrefix: what.identifierPrefix });
  };
  loadExposed(remote, what.module)
    .then((Exposed) => {
      if (!current) return;
      if (currentTarget(remote)?.version !== drawnBy) threw(new FailedOverError(remote, drawnBy));
      else hydrate(Exposed as ComponentType<object>);
    })
    .catch((error: unknown) => {
      if (current) threw(error);
    });
  return {
    root: () => root,
    unmount: () => {
      current = false;
      root?.unmount();
    },
  };
}

/** What `island` (an element of a static page the server sent) draws: what its element names. */
export function islandRoot(island: Element): ExposedRoot {
  return {
    module: island.getAttribute(ISLAND_ATTRIBUTE) ?? '',
    props: () => islandProps(island),
    identifierPrefix: island.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? '',
  };
}

/** Hydrates `island` (an element of a static page the server sent) alone (see hydrateExposed). */
export function hydrateIsland(
  island: Element,
  remote: RemoteName,
  events: IslandEvents,
  drawnBy?: string,
): ExposedHandle {
  return hydrateExposed(island, remote, islandRoot(island), events, drawnBy);
}

/** The islands in `host`'s HTML, in document order. */
export function islandsIn(host: Element): Element[] {
  return [...host.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
}
