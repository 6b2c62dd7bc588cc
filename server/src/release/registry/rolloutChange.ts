import type { RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database';
import {
  deleteRollout,
  readRollout,
  saveRollout,
  type CanaryRollout,
  type RampPlan,
} from '../store/canaryRollouts';
import { RegistryError } from '../registryErrors';

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

/** How a change to the running canary decides, given its channels (see `changeChannels`). */
/** What a change makes of a remote's channels, and what the audit records of it. */
export interface ChannelDecision {
  next: Pick<RemoteChannels, 'stable' | 'canary'>;
  version: string | null;
  previous: string | null;
  /** What the change does to the canary's rollout (ramp, pause) beyond following the channels. */
  rollout?: RolloutChange;
}

type Decide = (current: RemoteChannels, tx: Queryable) => Promise<ChannelDecision>;

/** Ends the canary, whatever its version. */
export const endCanary =
  (remote: RemoteName): Decide =>
  async (current) => {
    if (!current.canary) throw new RegistryError(409, `${remote} has no canary to end`);
    const { version } = current.canary;
    return { next: { stable: current.stable, canary: null }, version, previous: version };
  };

/** Serves the canary at its ramp's step `step`. */
export const rampStep =
  (remote: RemoteName, step: number): Decide =>
  async (current, tx) => {
    const percent = (await readRollout(tx, remote))?.ramp?.steps[step];
    if (!current.canary || percent === undefined)
      throw new RegistryError(409, `${remote} has no ramp with a step ${step + 1}`);
    const { version } = current.canary;
    const next = { stable: current.stable, canary: { version, percent } };
    return { next, version, previous: version, rollout: { step } };
  };

/** Holds the canary's ramp, or lets it go on; the channels stay as they are. */
export const pauseRamp =
  (remote: RemoteName, paused: boolean): Decide =>
  async (current, tx) => {
    const ramp = (await readRollout(tx, remote))?.ramp;
    const verb = paused ? 'pause' : 'resume';
    if (!current.canary || !ramp)
      throw new RegistryError(409, `${remote} has no canary ramp to ${verb}`);
    if (ramp.paused === paused)
      throw new RegistryError(
        409,
        `${remote}'s ramp is ${paused ? 'already paused' : 'not paused'}`,
      );
    const { version } = current.canary;
    return { next: current, version, previous: version, rollout: { paused } };
  };
