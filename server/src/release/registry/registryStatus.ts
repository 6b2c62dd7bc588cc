import { newestFirst, type RegistryStatus, type RemoteHistory } from '@gold/registry/model';
import { remoteNames, type RemoteName } from '@gold/routes';
import type { Database } from '../../platform/database';
import { listAudit, listRemoteFailures, listRemoteVersions } from '../store/registry';
import type { RegistrySnapshots } from './registrySnapshots';
import { asRemote } from './versionRecords';

/**
 * What each remote serves, its versions (newest first), failures and last changes: of
 * `remotes`, or of all.
 */
export async function registryStatus(
  db: Database,
  snapshots: RegistrySnapshots,
  remotes: readonly RemoteName[] | null,
): Promise<Omit<RegistryStatus, 'rollouts'>> {
  // Read fresh for the operator, though a failed read leaves visitors the registry they had.
  snapshots.invalidate();
  const { channels, versions } = await snapshots.snapshot();
  const failures = await listRemoteFailures(db);
  return {
    remotes: remoteNames
      .filter((remote) => remotes?.includes(remote) ?? true)
      .map((remote) => ({
        ...(channels.find((c) => c.remote === remote) ?? {
          remote,
          stable: null,
          canary: null,
          revision: 0,
        }),
        versions: newestFirst(
          [...versions.values()].filter((v) => v.remote === remote).map((v) => v.version),
        ),
        failures: failures.filter((f) => f.remote === remote),
      })),
    recentChanges: await listAudit(db, remotes ?? undefined, 20),
  };
}

/** A remote's versions, newest first, and its full change history, newest change first. */
export async function remoteHistory(db: Database, remoteName: string): Promise<RemoteHistory> {
  const remote = asRemote(remoteName);
  const versions = await listRemoteVersions(db, remote);
  const order = newestFirst(versions.map((v) => v.version));
  return {
    versions: versions.sort((a, b) => order.indexOf(a.version) - order.indexOf(b.version)),
    changes: await listAudit(db, remote, 1000),
  };
}
