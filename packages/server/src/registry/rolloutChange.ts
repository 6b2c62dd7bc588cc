import type { RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../db';
import {
  deleteRollout,
  readRollout,
  saveRollout,
  type CanaryRollout,
  type RampPlan,
} from '../db/canaryRollouts';

/**
 * What a channel change does to the canary's rollout: a canary set by hand (its ramp, or none:
 * an operator who sets the share takes over from the ramp), the ramp's next step, or a pause.
 */
export type RolloutChange = { ramp: RampPlan | null } | { step: number } | { paused: boolean };

/**
 * Keeps the canary's rollout in step with the channels, in the change's transaction: forgotten
 * when the canary ends, started afresh (the guard counts from here) for another canary version,
 * and changed as `change` says.
 */
export async function followRollout(
  tx: Queryable,
  remote: RemoteName,
  next: Pick<RemoteChannels, 'canary'>,
  change?: RolloutChange,
  now = Date.now(),
): Promise<void> {
  if (!next.canary) return deleteRollout(tx, remote);
  const current = await readRollout(tx, remote);
  const same = current?.version === next.canary.version;
  if (same && !change) return;
  const rollout: CanaryRollout = same
    ? current
    : { remote, version: next.canary.version, startedAt: now, ramp: null };
  const { ramp } = rollout;
  if (change && 'ramp' in change)
    rollout.ramp = change.ramp && { ...change.ramp, step: 0, stepStartedAt: now, paused: false };
  else if (change && 'step' in change && ramp)
    rollout.ramp = { ...ramp, step: change.step, stepStartedAt: now };
  // A resumed step lasts its whole interval again before the ramp moves on.
  else if (change && 'paused' in change && ramp)
    rollout.ramp = { ...ramp, paused: change.paused, stepStartedAt: now };
  await saveRollout(tx, rollout);
}
