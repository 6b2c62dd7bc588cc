import { useEffect, useEffectEvent, type RefObject } from 'react';
import { replayClicks } from '@gold/page-scripts/earlyClicks';
import type { RemoteName } from '@gold/routes';
import { hydrateIsland, islandsIn, type IslandHandle } from './hydrateIsland';
import { adoptIsland } from './adoption';

/** Options of {@link useIslands}. */
export interface IslandsOptions {
  /** The taps held in an island's HTML as its root is made, clicked again once it is hydrated. */
  takeClicks?: (island: Element) => HTMLElement[];
  /** The version whose build drew the HTML (where not the remote's current one at the start). */
  drawnBy?: string;
}

/**
 * Hydrates each island in `host`'s HTML (a static page the server sent) alone, in a root of its
 * own (see hydrateIsland), or takes it over where it was hydrated before the layout. A module
 * that fails to load, or an island that throws, is told to `onError` with the island's element,
 * as a page's would be.
 * `onLive` is called once every island is hydrated or has failed (at once where there is none):
 * the taps given before are clicked again then, on the islands' live buttons.
 */
export function useIslands(
  host: RefObject<HTMLElement | null>,
  remote: RemoteName | undefined,
  onError: (error: unknown, island?: Element) => void,
  onLive: () => void,
  { takeClicks = () => [], drawnBy }: IslandsOptions = {},
): void {
  const failed = useEffectEvent(onError);
  const live = useEffectEvent(onLive);
  const takeHeld = useEffectEvent(takeClicks);
  useEffect(() => {
    const element = host.current;
    if (!remote || !element) return;
    let current = true;
    const islands = islandsIn(element);
    let waiting = islands.length;
    if (waiting === 0) live();
    const handles: IslandHandle[] = islands.map((island) => {
      let clicks: HTMLElement[] = [];
      const events = {
        hydrating: () => (clicks = takeHeld(island)),
        failed: (error: unknown) => {
          if (current) failed(error, island);
        },
        settled: () => {
          replayClicks(clicks.splice(0));
          waiting -= 1;
          if (current && waiting === 0) live();
        },
      };
      return adoptIsland(island, events) ?? hydrateIsland(island, remote, events, drawnBy);
    });
    return () => {
      current = false;
      // After the commit that removed the page, never inside it.
      queueMicrotask(() => handles.forEach((handle) => handle.unmount()));
    };
  }, [host, remote, drawnBy]);
}
