import type { RemoteVersion } from '@gold/registry/model';
import { remoteCatalog, type RemoteName } from '@gold/routes';

/**
 * For tests: the registry's record of `remote@version` published on this server, exposing every
 * module of the catalog and sharing nothing; `extra` sets what a test needs otherwise.
 */
export function versionRecord(
  remote: RemoteName,
  version: string,
  extra: Partial<RemoteVersion> = {},
): RemoteVersion {
  return {
    remote,
    version,
    baseUrl: `/remotes/${remote}/${version}/`,
    entryFile: 'remoteEntry.js',
    integrity: 'sha384-x',
    exposes: [...remoteCatalog[remote].exposes],
    shared: [],
    federationRelease: null,
    publishedAt: '',
    publishedBy: 'test',
    ...extra,
  };
}
