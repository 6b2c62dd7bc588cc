import type { RegistryStatus, RemoteRollout, RemoteStatus } from '@gold/registry/model';

/** One remote as the console shows it: channels and versions, with its rollout. */
export interface RemoteRow extends RemoteStatus {
  rollout: RemoteRollout | undefined;
}

/** The remotes of a status answer, each with its rollout (both lists are the token's remotes). */
export function remoteRows(status: RegistryStatus): RemoteRow[] {
  return status.remotes.map((remote) => ({
    ...remote,
    rollout: status.rollouts.remotes.find((rollout) => rollout.remote === remote.remote),
  }));
}
