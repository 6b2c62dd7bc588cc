import { BUILD_LEVELS_KEY, type BuildLevels } from '@gold/contracts';
import { remoteCatalog, type RemoteName } from '@gold/routes';
import type { ReleaseFiles } from '../release/builds/buildFiles';

/**
 * For tests: a build of `remote` as rspack writes it, the parts the registry reads (a manifest
 * exposing every module of the catalog and sharing nothing, and an entry unique to the version).
 * It passes the gate of a shell given as `{ shared: {}, federationRelease: null }`.
 */
export function remoteBuild(
  remote: RemoteName,
  version: string,
  levels?: BuildLevels,
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
