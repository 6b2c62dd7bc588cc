import type { RemoteTarget, ResolvedRegistry } from '@gold/registry';
import { siteRoutes, type RemoteName, type SiteRoute } from '@gold/routes';

/** The script files of one exposed page of one remote version, its entry left out. */
export type PageFilesOf = (remote: RemoteName, version: string, module: string) => string[];

/**
 * The visitor's registry with, for each remote, the files of its pages other than `current`
 * (whose files the HTML preloads already), and of a static page's islands (`staticOf`). With
 * them the shell fetches a page's chunks together with its remote's entry, so that following a
 * link costs one request level instead of two. Versions whose files the server cannot read
 * (hosted elsewhere) get none and load as before.
 */
export function withPageFiles(
  registry: ResolvedRegistry,
  current: SiteRoute | undefined,
  filesOf: PageFilesOf,
  staticOf: StaticPageOf = () => undefined,
): ResolvedRegistry {
  const remotes = { ...registry.remotes };
  for (const route of siteRoutes) {
    if (route === current) continue;
    const version = remotes[route.remote]?.version;
    if (version === undefined) continue;
    const islands = staticOf(route.remote, version, route.module) ?? [];
    for (const module of [route.module, ...islands]) {
      const remote = remotes[route.remote];
      const files = filesOf(route.remote, version, module);
      if (!remote || files.length === 0) continue;
      remotes[route.remote] = { ...remote, pages: { ...remote.pages, [module]: files } };
    }
  }
  return { remotes };
}

/**
 * The island modules of one exposed page of one remote version where the page is static (its
 * HTML is the page), undefined where it is not or its HTML cannot be sent.
 */
export type StaticPageOf = (
  remote: RemoteName,
  version: string,
  module: string,
) => string[] | undefined;

/** `target` with the static pages of `remote` in its version (see {@link withStaticPages}). */
function withStaticPagesOf<T extends RemoteTarget>(
  target: T,
  remote: RemoteName,
  staticOf: StaticPageOf,
): T {
  let staticPages: Record<string, string[]> | undefined;
  for (const route of siteRoutes) {
    if (route.remote !== remote) continue;
    const islands = staticOf(remote, target.version, route.module);
    if (islands) staticPages = { ...staticPages, [route.module]: islands };
  }
  return staticPages ? { ...target, staticPages } : target;
}

/**
 * The visitor's registry with, for each remote, its static pages and their islands, in the
 * version it gets and in the stable one behind a canary: moving to one, the shell fetches its
 * HTML and its islands' code together, and never the page's code.
 */
export function withStaticPages(
  registry: ResolvedRegistry,
  staticOf: StaticPageOf,
): ResolvedRegistry {
  const remotes = { ...registry.remotes };
  for (const name of Object.keys(remotes) as RemoteName[]) {
    const remote = remotes[name];
    if (!remote) continue;
    const { fallback } = remote;
    remotes[name] = {
      ...withStaticPagesOf(remote, name, staticOf),
      ...(fallback ? { fallback: withStaticPagesOf(fallback, name, staticOf) } : {}),
    };
  }
  return { ...registry, remotes };
}
