import type { ResolvedRegistry } from '@gold/registry';
import { siteRoutes, type RemoteName, type SiteRoute } from '@gold/routes';

/** The script files of one exposed page of one remote version, its entry left out. */
export type PageFilesOf = (remote: RemoteName, version: string, module: string) => string[];

/**
 * The visitor's registry with, for each remote, the files of its pages other than `current`
 * (whose files the HTML preloads already). With them the shell fetches a page's chunks together
 * with its remote's entry, so that following a link costs one request level instead of two.
 * Versions whose files the server cannot read (hosted elsewhere) get none and load as before.
 */
export function withPageFiles(
  registry: ResolvedRegistry,
  current: SiteRoute | undefined,
  filesOf: PageFilesOf,
): ResolvedRegistry {
  const remotes = { ...registry.remotes };
  for (const route of siteRoutes) {
    const remote = remotes[route.remote];
    if (!remote || route === current) continue;
    const files = filesOf(route.remote, remote.version, route.module);
    if (files.length === 0) continue;
    remotes[route.remote] = { ...remote, pages: { ...remote.pages, [route.module]: files } };
  }
  return { remotes };
}
