import { useEffect, useState, type RefObject } from 'react';
import { mapReachable } from './mapReachable';
import { useSeenOnce } from './useSeenOnce';

/**
 * Where a map box stands: `unseen` until it comes near the screen; then `checking`, its frame
 * loading hidden while the maps service is asked whether it answers; `shown` once it does, or
 * `unreachable`.
 */
export type MapState = 'unseen' | 'checking' | 'shown' | 'unreachable';

/** The ref for a map's box and its {@link MapState}, for the map at `url`. */
export function useMapState<T extends Element>(
  url: string,
  margin: string,
): { ref: RefObject<T | null>; state: MapState } {
  const { ref, seen } = useSeenOnce<T>(margin);
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!seen) return undefined;
    let current = true;
    void mapReachable(url).then((answer) => {
      if (current) setReachable(answer);
    });
    return () => {
      current = false;
    };
  }, [seen, url]);
  const state: MapState = !seen
    ? 'unseen'
    : reachable === null
      ? 'checking'
      : reachable
        ? 'shown'
        : 'unreachable';
  return { ref, state };
}
