import {
  BUILD_LEVELS_KEY,
  remoteBuildLevels,
  shellBuildLevels,
  type BuildLevels,
} from '@gold/contracts';
import type { ShellBuild } from '@gold/registry/model';
import { remoteCatalog, type RemoteName } from '@gold/routes';
import type { ReleaseFiles } from '../release/builds/buildFiles';

/**
 * For tests: a build of `remote` as rspack writes it, the parts the registry reads (a manifest
 * exposing every module of the catalog and sharing nothing, and an entry unique to the version),
 * made for today's levels (`null`: a build that recorded none). It passes the gate of a shell
 * given as {@link bareShell}.
 */
export function remoteBuild(
  remote: RemoteName,
  version: string,
  levels: BuildLevels | null = remoteBuildLevels,
): ReleaseFiles {
  const manifest = {
    name: remote,
    metaData: {
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js' },
      ...(levels && { [BUILD_LEVELS_KEY]: levels }),
    },
    exposes: remoteCatalog[remote].exposes.map((path) => ({ path })),
    shared: [],
  };
  return new Map([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(`/* ${remote} ${version} */`)],
  ]);
}

/** For tests: a shell build that provides nothing shared, at today's levels. */
export const bareShell = (): ShellBuild => ({
  shared: {},
  federationRelease: null,
  levels: shellBuildLevels,
});
