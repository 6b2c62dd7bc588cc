import type { PublicConfig } from '@gold/config';
import { renderFragment } from '@gold/prerender';
import { layoutFragmentFile, PAGE_SLOT, type PrerenderedFragment } from '@gold/build-output';
import { routeHref, siteRoutes } from '@gold/routes';
import { SiteFrame } from './layout/SiteFrame';

/**
 * The node entry of the shell's prerender build: the layout at every site route (the active link
 * differs), with {@link PAGE_SLOT} where the server puts the page.
 */
export function prerender({
  config,
}: {
  config: PublicConfig;
}): Record<string, PrerenderedFragment> {
  return Object.fromEntries(
    siteRoutes.map((route) => [
      layoutFragmentFile(route.path),
      renderFragment(<SiteFrame>{PAGE_SLOT}</SiteFrame>, { path: routeHref(route), config }),
    ]),
  );
}
