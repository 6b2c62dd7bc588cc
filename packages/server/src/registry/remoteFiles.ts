import type { ResolvedRegistry } from '@gold/registry';
import type { RemoteName } from '@gold/routes';
import type { LocalRelease } from './localReleases';

/** URL path under which a version's files are served. */
export function remoteBasePath(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${encodeURIComponent(version)}/`;
}

/** The registry a visitor gets when every remote has one stable version. */
export function stableRegistry(releases: Map<RemoteName, LocalRelease>): ResolvedRegistry {
  return {
    remotes: Object.fromEntries(
      [...releases.values()].map((release) => [
        release.remote,
        {
          version: release.version,
          channel: 'stable' as const,
          entry: `${remoteBasePath(release.remote, release.version)}remoteEntry.js`,
        },
      ]),
    ),
  };
}
