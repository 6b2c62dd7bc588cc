import { stableStack, type RemoteChannels, type RemoteVersion } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database';
import { listAudit } from '../store/registry';

/** A version hosted elsewhere has an absolute base URL; a published one is served by us. */
export const isExternal = (version: RemoteVersion | undefined) =>
  version !== undefined && !version.baseUrl.startsWith('/');

/**
 * For each remote whose stable version is hosted elsewhere, the version its visitors fall back to
 * when that origin is dead or hangs: the latest earlier stable version served by us. Read only
 * when such a remote exists (a swap); none otherwise.
 */
export async function stableBackups(
  db: Queryable,
  channels: readonly RemoteChannels[],
  versionOf: (remote: RemoteName, version: string) => RemoteVersion | undefined,
): Promise<Partial<Record<RemoteName, string>>> {
  const elsewhere = channels.filter(
    (channel) => channel.stable && isExternal(versionOf(channel.remote, channel.stable)),
  );
  if (elsewhere.length === 0) return {};
  const changes = (
    await listAudit(
      db,
      elsewhere.map((channel) => channel.remote),
      100_000,
    )
  ).reverse();
  const backups: Partial<Record<RemoteName, string>> = {};
  for (const { remote, stable } of elsewhere) {
    const backup = stableStack(changes.filter((change) => change.remote === remote)).findLast(
      (version) => version !== stable && !isExternal(versionOf(remote, version)),
    );
    if (backup) backups[remote] = backup;
  }
  return backups;
}
