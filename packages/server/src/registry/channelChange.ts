import type { AuditEntry, RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../db';
import { channelsOf, insertAudit, swapChannels } from '../db/registry';
import { bumpRegistryRevision } from '../db/registryRevision';
import { RegistryError } from './registryErrors';
import { followRollout, type RolloutChange } from './rolloutChange';

/** Who asks for a change and why, for the audit trail; `revision` makes the write conditional. */
export interface ChangeRequest {
  actor: string;
  /** The ops token that asks; none for the server's own changes. */
  token?: string;
  reason?: string;
  /** The revision the caller read; a write against any other revision is refused (409). */
  revision?: number;
}

/** What a change makes of a remote's channels, and what the audit records of it. */
export interface ChannelDecision {
  next: Pick<RemoteChannels, 'stable' | 'canary'>;
  version: string | null;
  previous: string | null;
  /** What the change does to the canary's rollout (ramp, pause) beyond following the channels. */
  rollout?: RolloutChange;
}

/**
 * Applies a change to a remote's channels if nobody changed them since they were read, with its
 * audit record, in one transaction. `decide` sees the current channels and may refuse by throwing.
 */
export async function changeChannels(
  db: Database,
  remote: RemoteName,
  change: ChangeRequest,
  action: AuditEntry['action'],
  decide: (current: RemoteChannels, tx: Queryable) => Promise<ChannelDecision>,
): Promise<RemoteChannels> {
  return db.transaction(async (tx) => {
    const current = await channelsOf(tx, remote);
    if (change.revision !== undefined && change.revision !== current.revision) {
      throw new RegistryError(
        409,
        `${remote} changed since you read it (revision ${change.revision}, now ${current.revision}): read its status again and retry`,
      );
    }
    const { next, version, previous, rollout } = await decide(current, tx);
    const revision = await swapChannels(tx, remote, current.revision, next);
    if (revision === null) {
      throw new RegistryError(
        409,
        `${remote} was changed by someone else at the same moment: read its status again and retry`,
      );
    }
    await followRollout(tx, remote, next, rollout);
    await insertAudit(tx, {
      actor: change.actor,
      token: change.token ?? null,
      remote,
      action,
      version,
      previous,
      reason: change.reason ?? null,
    });
    await bumpRegistryRevision(tx);
    return { remote, ...next, revision };
  });
}
