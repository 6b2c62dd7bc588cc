import { describeAuditEntry, type AuditEntry, type RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../../platform/database';
import { channelsOf, insertAudit, listAudit, swapChannels } from '../store/registry';
import { readRollout } from '../store/canaryRollouts';
import { bumpRegistryRevision } from '../store/registryRevision';
import { RegistryError } from '../registryErrors';
import { followRollout, type ChannelDecision } from './rolloutChange';

export type { ChannelDecision } from './rolloutChange';

/** Who asks for a change and why, for the audit trail; `revision` makes the write conditional. */
export interface ChangeRequest {
  actor: string;
  /** The ops token that asks; none for the server's own changes. */
  token?: string;
  reason?: string;
  /** The revision the caller read; a write against any other revision is refused (409). */
  revision?: number;
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
    if (change.revision !== undefined && change.revision !== current.revision)
      throw await conflict(tx, remote, change.revision);
    const { next, version, previous, rollout } = await decide(current, tx);
    const revision = await swapChannels(tx, remote, current.revision, next);
    if (revision === null) throw await conflict(tx, remote, current.revision);
    await followRollout(tx, remote, next, rollout);
    const step = next.canary ? (await readRollout(tx, remote))?.ramp?.step : undefined;
    await insertAudit(tx, {
      actor: change.actor,
      token: change.token ?? null,
      remote,
      action,
      version,
      previous,
      reason: change.reason ?? null,
      percent: next.canary?.percent ?? null,
      rampStep: step === undefined ? null : step + 1,
    });
    await bumpRegistryRevision(tx);
    return { remote, ...next, revision };
  });
}

/** The audit actions that change a remote's channels (and so its revision). */
const channelActions: ReadonlySet<AuditEntry['action']> = new Set([
  'canary',
  'promote',
  'rollback',
  'swap',
  'abort-canary',
  'pause-canary',
  'resume-canary',
  'edit-ramp',
]);

/**
 * The 409 for a change decided on revision `read` when another change landed first: what that
 * change was (the newest one that moved the channels), and what to do.
 */
async function conflict(tx: Queryable, remote: RemoteName, read: number): Promise<RegistryError> {
  // Read again: when the other change committed while this one waited, only now is it seen.
  const now = (await channelsOf(tx, remote)).revision;
  const latest = (await listAudit(tx, remote, 20)).find((entry) =>
    channelActions.has(entry.action),
  );
  const what = latest ? `: ${describeAuditEntry(latest)} by ${latest.actor} at ${latest.at}` : '';
  return new RegistryError(
    409,
    `another change to ${remote} landed first (you read revision ${read}, it is now ${now})${what}. Nothing was done: run \`registry status\` and decide again`,
  );
}
