import { atom, createStore } from 'jotai';

/**
 * The store shell and remotes share. `@gold/http` is a federation singleton, so this module, and
 * with it the store and the counter, exists once per page whichever app imports it first.
 */
export const siteStore = createStore();

/** Number of HTTP requests in flight. */
export const inFlightRequestsAtom = atom(0);

/** The spec's shared loading flag: on while any request is in flight. */
export const isLoadingAtom = atom((get) => get(inFlightRequestsAtom) > 0);

/** Counts one request in until the returned function is called. */
export function trackRequest(): () => void {
  siteStore.set(inFlightRequestsAtom, (count) => count + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    siteStore.set(inFlightRequestsAtom, (count) => Math.max(0, count - 1));
  };
}
