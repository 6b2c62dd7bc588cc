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
import { hydrateInSlices } from '../app/hydrateInSlices';
import { Committed } from '../remotes/Committed';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';
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

/**
 * Hydrates `island` (an element of a static page the server sent) alone, in a root of its own:
 * its module loaded from `remote` (the version the page came from, with its integrity), its props
 * and ids those of its element, marked live once hydrated. The rest of the page stays the
 * server's HTML.
 */
export function hydrateIsland(
  island: Element,
  remote: RemoteName,
  events: IslandEvents,
): IslandHandle {
  let current = true;
  let root: Root | undefined;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    events.settled();
  };
  const threw = (error: unknown) => {
    events.failed(error);
    settle();
  };
  const committed = () => {
    island.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    settle();
  };
  const hydrate = (Island: ComponentType<object>) => {
    const tree = (
      <SiteProviders stylesSent>
        <RemoteErrorBoundary fallback={null} onError={threw}>
          <Committed onCommit={committed}>
            <Island {...islandProps(island)} />
          </Committed>
        </RemoteErrorBoundary>
      </SiteProviders>
    );
    const identifierPrefix = island.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? '';
    events.hydrating?.();
    root = hydrateInSlices(island, tree, { identifierPrefix });
  };
  loadExposed(remote, island.getAttribute(ISLAND_ATTRIBUTE) ?? '')
    .then((Island) => {
      if (current) hydrate(Island as ComponentType<object>);
    })
    .catch((error: unknown) => {
      if (current) threw(error);
    });
  return {
    unmount: () => {
      current = false;
      root?.unmount();
    },
  };
}

/** The islands in `host`'s HTML, in document order. */
export function islandsIn(host: Element): Element[] {
  return [...host.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
}
