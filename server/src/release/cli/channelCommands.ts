import { sendOps } from '@gold/ops-client';
import { registryCalls as calls } from '@gold/ops-client/contract';
import { describeThresholds } from '../canary/guardRule';
import { remoteArg, versionArg } from './commandArgs';
import type { RegistryCommand } from './registryProgram';
import { canaryChange, canaryShare, rampEdit, thresholdArgs } from './rolloutCommands';

// The commands that change what a remote serves: canary, its ramp and guard, promote, roll back.

/** `registry canary <remote> <version> --percent N | --ramp 5,25,50,100 --every 10m`. */
export async function canary({
  rest,
  values,
  change,
  version,
  target,
  show,
  out,
}: RegistryCommand) {
  const remote = remoteArg(rest);
  const share = canaryShare(values, `registry canary ${remote} ${version}`);
  const result = await sendOps(
    target,
    calls.canary,
    { remote },
    { version: version!, ...share, ...change },
  );
  show(result, () =>
    out(
      result.canary
        ? `${remote}: ${result.canary.version} to ${result.canary.percent}% of visitors, ${result.stable} to the rest (revision ${result.revision})${values.ramp ? `; ramp ${values.ramp} %, a step each ${values.every} healthy` : ''}`
        : `${remote}: canary ended, ${result.stable} for everyone`,
    ),
  );
}

/** `registry ramp <remote> --steps 50,100 [--every 5m]`. */
export async function ramp({ rest, values, change, target, show, out }: RegistryCommand) {
  const { result, line } = await rampEdit(target, remoteArg(rest), values, change);
  show(result, () => out(line));
}

/** `registry abort|pause|resume|advance <remote>`. */
export async function changeCanary({ command, rest, change, target, show, out }: RegistryCommand) {
  const step = command as 'abort' | 'pause' | 'resume' | 'advance';
  const { result, line } = await canaryChange(target, step, remoteArg(rest), change);
  show(result, () => out(line));
}

/** `registry guard <remote> [thresholds | --defaults]`. */
export async function guard({ rest, values, change, target, show, out }: RegistryCommand) {
  const remote = remoteArg(rest);
  const thresholds = thresholdArgs(values, `registry guard ${remote}`);
  const result = await sendOps(
    target,
    calls.guard,
    { remote },
    thresholds === 'defaults'
      ? { defaults: true, reason: change.reason }
      : { ...thresholds, reason: change.reason },
  );
  show(result, () => out(`${remote}: guard ${describeThresholds(result.thresholds)}`));
}

/** `registry promote <remote> [<version>]`. */
export async function promote({ rest, change, version, target, show, out }: RegistryCommand) {
  const remote = remoteArg(rest);
  const result = await sendOps(target, calls.promote, { remote }, { version, ...change });
  show(result, () =>
    out(`${remote}: ${result.stable} is stable for everyone (revision ${result.revision})`),
  );
}

/** `registry rollback <remote> [--to <version>]`. */
export async function rollback({ rest, values, change, target, show, out }: RegistryCommand) {
  const remote = remoteArg(rest);
  // A bare rollback means "one step back from what I see": sent with the revision read, so that
  // two of them at once step back once and the other is told why.
  const revision =
    change.revision ??
    (await sendOps(target, calls.status, {})).remotes.find((r) => r.remote === remote)?.revision;
  const result = await sendOps(
    target,
    calls.rollback,
    { remote },
    { to: values.to === undefined ? undefined : versionArg(values.to), ...change, revision },
  );
  show(result, () =>
    out(`${remote}: rolled back to ${result.stable} (revision ${result.revision})`),
  );
}
