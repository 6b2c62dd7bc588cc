import type { RemoteName } from '@gold/routes';
import { pageFragment, staticIslandsOf } from './pageFragments';
import { checkRevocations } from './revocations';
import { loadedPage, pageSettled } from './useRemotePage';

/**
 * Loads a page before the visitor asks for it (a link is hovered, focused or touched), so that
 * following the link costs no request level: its HTML, and its code or a static page's islands'.
 * A failure stays silent: the visit itself retries. (Apart from useRemotePage, which the islands
 * hydrated before the layout take: the HTML of pages moved to is the layout's alone.)
 */
export function preloadRemotePage(remote: RemoteName, module: string): void {
  void checkRevocations();
  const islands = staticIslandsOf(remote, module);
  if (islands) {
    void pageFragment(remote, module).load();
    for (const island of islands) void pageSettled(remote, island);
    return;
  }
  if (loadedPage(remote, module)) return;
  void pageFragment(remote, module).load();
  void pageSettled(remote, module);
}
