import { versionKey, type ShellBuild } from '@gold/registry/model';
import { conflictsWithHost } from './versionRecords';
import type { RegistrySnapshot } from './registrySnapshots';

/** A version the channels serve that this shell cannot run, and why. */
export interface UnrunnableVersion {
  /** `remote@version (stable)` or `(canary)`. */
  served: string;
  conflicts: string[];
}

/**
 * The stable and canary versions of `snapshot` the gate would refuse today. The gate keeps them
 * out while this build runs; they are there when the registry was changed by a server of an
 * earlier build (one whose floor was lower) or before this one was deployed.
 */
export function unrunnableLiveVersions(
  snapshot: Pick<RegistrySnapshot, 'channels' | 'versions'>,
  shell: ShellBuild,
): UnrunnableVersion[] {
  return snapshot.channels.flatMap(({ remote, stable, canary }) =>
    [
      { version: stable, channel: 'stable' },
      { version: canary?.version ?? null, channel: 'canary' },
    ].flatMap(({ version, channel }) => {
      const facts = version && snapshot.versions.get(versionKey(remote, version));
      const conflicts = facts ? conflictsWithHost(shell, remote, facts) : [];
      return conflicts.length ? [{ served: `${remote}@${version} (${channel})`, conflicts }] : [];
    }),
  );
}
