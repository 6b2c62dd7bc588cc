import type { RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database';
import {
  deleteRollout,
  readRollout,
  saveRollout,
  type CanaryRollout,
  type RampPlan,
  type RampState,
} from '../store/canaryRollouts';
import { checkRampPlan } from './rampSchedule';
import { RegistryError } from '../registryErrors';

/**
 * What a channel change does to the canary's rollout: a canary set by hand (its ramp, or none:
 * an operator who sets the share takes over from the ramp), the ramp's next step, a pause, or
 * new steps after the current one.
 */
export type RolloutChange =
  { ramp: RampPlan | null } | { step: number } | { paused: boolean } | { plan: RampPlan };

/** The ramp after `change`, at `now`. */
function changedRamp(ramp: RampState, change: RolloutChange, now: number): RampState {
  if ('step' in change)
    // A step moved to while paused starts paused, with its whole interval ahead.
    return {
      ...ramp,
      step: change.step,
      stepStartedAt: now,
      pausedAt: ramp.pausedAt === null ? null : now,
    };
  if ('paused' in change && change.paused) return { ...ramp, pausedAt: now };
  // Resume carries the step's clock on from where the pause stopped it: the time the step had
  // run before the pause still counts.
  if ('paused' in change && ramp.pausedAt !== null)
    return { ...ramp, stepStartedAt: now - (ramp.pausedAt - ramp.stepStartedAt), pausedAt: null };
  if ('plan' in change) return { ...ramp, ...change.plan };
  return ramp;
}

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
  if (change && 'ramp' in change)
    rollout.ramp = change.ramp && { ...change.ramp, step: 0, stepStartedAt: now, pausedAt: null };
  else if (change && rollout.ramp) rollout.ramp = changedRamp(rollout.ramp, change, now);
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
    if ((ramp.pausedAt !== null) === paused)
      throw new RegistryError(
        409,
        `${remote}'s ramp is ${paused ? 'already paused' : 'not paused'}`,
      );
    const { version } = current.canary;
    return { next: current, version, previous: version, rollout: { paused } };
  };

/**
 * Replaces the ramp's steps after the current one with `later` (none: the current step is the
 * last, held until promoted), and its interval when `everyMs` is given; the step's clock runs on.
 */
export const editRamp =
  (remote: RemoteName, later: number[], everyMs: number | undefined): Decide =>
  async (current, tx) => {
    const ramp = (await readRollout(tx, remote))?.ramp;
    if (!current.canary || !ramp)
      throw new RegistryError(409, `${remote} has no canary ramp to edit`);
    const plan = {
      steps: [...ramp.steps.slice(0, ramp.step + 1), ...later],
      everyMs: everyMs ?? ramp.everyMs,
    };
    try {
      checkRampPlan(plan);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      throw new RegistryError(
        400,
        `the steps after the current ${ramp.steps[ramp.step]} % make ${plan.steps.join(',')}: ${error.message}`,
      );
    }
    const { version } = current.canary;
    return { next: current, version, previous: version, rollout: { plan } };
  };
