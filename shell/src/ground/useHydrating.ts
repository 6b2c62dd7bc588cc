import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders HTML (at build time) or hydrates it, false in any other render: the
 * server's snapshot is used for exactly those, and React renders again with the client's once
 * hydrated.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
