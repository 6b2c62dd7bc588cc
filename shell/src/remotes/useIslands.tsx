import { useEffect, useEffectEvent, type ComponentType, type RefObject } from 'react';
import type { Root } from 'react-dom/client';
import type { RemoteName } from '@gold/routes';
import { SiteProviders } from '@gold/ui';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '@gold/ui/island';
import { hydrateInSlices } from '../app/hydrateInSlices';
import { Committed } from './Committed';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadExposed } from './useRemotePage';

/** The props an island's element carries; a malformed value is a fault of the version that sent it. */
function islandProps(element: Element): object {
  const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw new Error(`island ${element.getAttribute(ISLAND_ATTRIBUTE)} has no props object`);
  return props;
}

/**
 * Hydrates each island in `host`'s HTML (a static page the server sent) alone, in a root of its
 * own: its module loaded from `remote` (the version the page came from, with its integrity), its
 * props and ids those of its element. The rest of the page stays the server's HTML. A module that
 * fails to load, or an island that throws, is told to `onError`, as a page's would be. `onLive`
 * is called once every island is hydrated or has failed (at once where there is none): the taps
 * given before are clicked again then, on the islands' live buttons.
 */
export function useIslands(
  host: RefObject<HTMLElement | null>,
  remote: RemoteName | undefined,
  onError: (error: unknown) => void,
  onLive: () => void,
): void {
  const failed = useEffectEvent(onError);
  const live = useEffectEvent(onLive);
  useEffect(() => {
    const element = host.current;
    if (!remote || !element) return;
    let current = true;
    const roots: Root[] = [];
    const islands = [...element.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
    let waiting = islands.length;
    if (waiting === 0) live();
    /** Counts an island hydrated or failed, once. */
    const settler = () => {
      let settled = false;
      return () => {
        if (settled) return;
        settled = true;
        waiting -= 1;
        if (waiting === 0) live();
      };
    };
    const hydrate = (island: Element, Island: ComponentType<object>, settled: () => void) => {
      const threw = (error: unknown) => {
        failed(error);
        settled();
      };
      const tree = (
        <SiteProviders stylesSent>
          <RemoteErrorBoundary fallback={null} onError={threw}>
            <Committed onCommit={settled}>
              <Island {...islandProps(island)} />
            </Committed>
          </RemoteErrorBoundary>
        </SiteProviders>
      );
      const identifierPrefix = island.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? '';
      roots.push(hydrateInSlices(island, tree, { identifierPrefix }));
    };
    for (const island of islands) {
      const module = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const settled = settler();
      loadExposed(remote, module)
        .then((Island) => {
          if (current) hydrate(island, Island as ComponentType<object>, settled);
        })
        .catch((error: unknown) => {
          if (!current) return;
          failed(error);
          settled();
        });
    }
    return () => {
      current = false;
      // After the commit that removed the page, never inside it.
      queueMicrotask(() => roots.forEach((root) => root.unmount()));
    };
  }, [host, remote]);
}
