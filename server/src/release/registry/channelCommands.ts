import {
  defaultRollback,
  mayRollBackTo,
  type AuditEntry,
  type RemoteChannels,
  type RemoteVersion,
  type ShellBuild,
} from '@gold/registry/model';
import { isPercent, PERCENT_RULE } from '@gold/ops-client/contract';
import type { RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../../platform/database';
import { channelsOf, listAudit } from '../store/registry';
import type { RampPlan } from '../store/canaryRollouts';
import { checkRampPlan } from './rampSchedule';
import { changeChannels, type ChangeRequest, type ChannelDecision } from './channelChange';
import { RegistryError } from '../registryErrors';
import { formatDuration } from '../durations';
import { editRamp, endCanary, pauseRamp, rampStep } from './rolloutChange';
import { readRollout } from '../store/canaryRollouts';
import { asRemote, assertCompatible, versionOrFail } from './versionRecords';

/**
 * What operators and the canary guard do to a remote's channels: canary, ramp, promote, roll back,
 * swap, each by compare-and-swap with its audit record.
 */
export class ChannelCommands {
  constructor(
    private readonly db: Database,
    /** Versions of the shell's shared singletons (read from the shell's build). */
    private readonly shellBuild: () => ShellBuild,
    /** Called after each change (the cached registry follows). */
    private readonly changed: () => void,
  ) {}

  /** Applies a change to a remote's channels (see {@link changeChannels}); the cache follows. */
  private async change(
    remote: RemoteName,
    change: ChangeRequest,
    action: AuditEntry['action'],
    decide: (current: RemoteChannels, tx: Queryable) => Promise<ChannelDecision>,
  ): Promise<RemoteChannels> {
    const result = await changeChannels(this.db, remote, change, action, decide);
    this.changed();
    return result;
  }

  /**
   * Serves `version` to `share` % of visitors (by bucket), 0 ending the canary; or ramps it up, a
   * step at a time while the canary guard finds it healthy (see `canaryGuard`).
   */
  async canary(
    remoteName: string,
    version: string,
    share: number | RampPlan,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    const ramp = typeof share === 'number' ? null : share;
    if (ramp) checkRampPlan(ramp);
    const percent = ramp ? ramp.steps[0]! : (share as number);
    if (!isPercent(percent)) throw new RegistryError(400, PERCENT_RULE);
    const planned =
      ramp && `ramp ${ramp.steps.join(',')} %, a step each ${formatDuration(ramp.everyMs)} healthy`;
    return this.change(
      remote,
      { ...change, reason: [change.reason, planned].filter(Boolean).join('; ') || undefined },
      percent === 0 ? 'abort-canary' : 'canary',
      async (current, tx) => {
        assertCompatible(this.shellBuild(), remote, await versionOrFail(tx, remote, version));
        if (!current.stable)
          throw new RegistryError(
            409,
            `${remote} has no stable version yet: promote one before a canary`,
          );
        if (current.stable === version)
          throw new RegistryError(409, `${remote}@${version} is already stable`);
        return {
          next: { stable: current.stable, canary: percent === 0 ? null : { version, percent } },
          version,
          previous: current.canary?.version ?? null,
          rollout: { ramp },
        };
      },
    );
  }

  /** Ends the canary, whatever its version: stable for everyone again (ops' abort, the guard's). */
  async abortCanary(remoteName: string, change: ChangeRequest): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.change(remote, change, 'abort-canary', endCanary(remote));
  }

  /** Moves the canary's ramp to its step `step` (the guard does, once a step has been healthy). */
  async rampTo(remoteName: string, step: number, change: ChangeRequest): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.change(remote, change, 'canary', rampStep(remote, step));
  }

  /** Holds the canary's ramp at its step (the guard still watches), or lets it go on. */
  async pauseRamp(
    remoteName: string,
    paused: boolean,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    const action = paused ? 'pause-canary' : 'resume-canary';
    return this.change(remote, change, action, pauseRamp(remote, paused));
  }

  /**
   * Moves the canary's ramp to its next step now, without waiting for the step's time or the
   * guard's green; a next step of 100 promotes. Decided on the channels' revision read here (or
   * the caller's), so a canary the guard ended or moved meanwhile is refused (409), never promoted.
   */
  async advanceRamp(remoteName: string, change: ChangeRequest): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    const { revision, canary } = await channelsOf(this.db, remote);
    const ramp = (await readRollout(this.db, remote))?.ramp;
    if (!canary || !ramp) throw new RegistryError(409, `${remote} has no canary ramp to advance`);
    const step = ramp.step + 1;
    const percent = ramp.steps[step];
    if (percent === undefined)
      throw new RegistryError(
        409,
        `${remote}'s ramp is at its last step (${ramp.steps[ramp.step]} %): promote the canary to go further`,
      );
    const advanced = {
      ...change,
      revision: change.revision ?? revision,
      reason: [
        `ramp step ${step + 1} of ${ramp.steps.length}: ${percent} %, advanced by hand`,
        change.reason,
      ]
        .filter(Boolean)
        .join('; '),
    };
    return percent === 100
      ? this.promote(remote, canary.version, advanced)
      : this.change(remote, advanced, 'canary', rampStep(remote, step));
  }

  /**
   * Replaces the steps after the ramp's current one (and its interval when given); the current
   * step and its clock stay. Recorded as `edit-ramp` with the plan before and after.
   */
  async editRamp(
    remoteName: string,
    later: number[],
    everyMs: number | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    const before = (await readRollout(this.db, remote))?.ramp;
    const plan = before && [...before.steps.slice(0, before.step + 1), ...later].join(',');
    const every = before && formatDuration(everyMs ?? before.everyMs);
    const described =
      before &&
      `ramp ${plan} %, a step each ${every} healthy (was ${before.steps.join(',')} %, each ${formatDuration(before.everyMs)})`;
    return this.change(
      remote,
      { ...change, reason: [described, change.reason].filter(Boolean).join('; ') || undefined },
      'edit-ramp',
      editRamp(remote, later, everyMs),
    );
  }

  /** Makes `version` (default: the current canary) stable for everyone and ends any canary. */
  async promote(
    remoteName: string,
    version: string | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.change(remote, change, 'promote', async (current, tx) => {
      const chosen = version ?? current.canary?.version;
      if (!chosen)
        throw new RegistryError(400, `${remote} has no canary: name the version to promote`);
      assertCompatible(this.shellBuild(), remote, await versionOrFail(tx, remote, chosen));
      return { next: { stable: chosen, canary: null }, version: chosen, previous: current.stable };
    });
  }

  /**
   * Puts back an earlier version: `to`, or the stable version before the current one, by the
   * console's rule too (`mayRollBackTo`): older than stable, and not ended since.
   */
  async rollback(
    remoteName: string,
    to: string | undefined,
    change: ChangeRequest,
  ): Promise<RemoteChannels> {
    const remote = asRemote(remoteName);
    return this.change(remote, change, 'rollback', async (current, tx) => {
      const changes = (await listAudit(tx, remote, 100_000)).reverse();
      const chosen = to ?? defaultRollback(current.stable, changes);
      if (!chosen)
        throw new RegistryError(400, `${remote} has no earlier stable version: name one with --to`);
      if (chosen === current.stable)
        throw new RegistryError(409, `${remote}@${chosen} is already stable`);
      if (!mayRollBackTo(chosen, current.stable, changes))
        throw new RegistryError(
          400,
          mayRollBackTo(chosen, current.stable, [])
            ? `${remote}@${chosen} was ended (aborted or rolled back from): canary it again to serve it`
            : `${remote}@${chosen} is not older than stable ${current.stable}: a rollback goes back, promote or canary it instead`,
        );
      // A version kept from before the shell's floor rose is not put back (docs/contracts.md).
      assertCompatible(this.shellBuild(), remote, await versionOrFail(tx, remote, chosen));
      return { next: { stable: chosen, canary: null }, version: chosen, previous: current.stable };
    });
  }

  /** Makes a registered version hosted elsewhere stable at once, ending any canary (ops' swap). */
  async swapTo(version: RemoteVersion, change: ChangeRequest): Promise<RemoteChannels> {
    return this.change(version.remote, change, 'swap', async (current) => ({
      next: { stable: version.version, canary: null },
      version: version.version,
      previous: current.stable,
    }));
  }
}
