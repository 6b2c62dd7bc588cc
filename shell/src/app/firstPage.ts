import { findRoute } from '@gold/routes';
import { pageSettled } from '../remotes/useRemotePage';

/** The longest the first render waits for the page's code before drawing the layout and a spinner. */
export const FIRST_PAGE_WAIT_MS = 1500;

/**
 * Waits until the code of the page at `pathname` is loaded (or has failed), for at most
 * `withinMs`. The server's HTML preloads that code beside the shell's, so it is usually there as
 * soon as the shell is, and the first render draws layout and page together. Drawn apart, the
 * layout painted first and the page's render then ran as long tasks after that first paint: most
 * of the blocking time of the federated build, which a single bundle does not have.
 */
export function firstPageLoaded(pathname: string, withinMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return Promise.resolve();
  return Promise.race([
    pageSettled(route.remote, route.module),
    new Promise<void>((enough) => setTimeout(enough, withinMs)),
  ]);
}
