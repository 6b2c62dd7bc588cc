import { sendOps } from '@gold/ops-client';
import { registryCalls as calls } from '@gold/ops-client/contract';
import { UsageError } from '../../platform/commandLine/usageError';
import { remoteArg } from './commandArgs';
import type { RegistryCommand } from './registryProgram';
import { printHistory, printStatus } from './registryReports';

// The commands that only read: status, history, and what a visitor is served.

/** `registry status`. */
export async function status({ target, show, out }: RegistryCommand) {
  const answer = await sendOps(target, calls.status, {});
  show(answer, () => printStatus(answer, out));
}

/** `registry history <remote>`. */
export async function history({ rest, target, show, out }: RegistryCommand) {
  const remote = remoteArg(rest);
  const answer = await sendOps(target, calls.history, { remote });
  show(answer, () => printHistory(remote, answer, out));
}

/** `registry visitor --cookie <mf_bucket> | --address <ip>`. */
export async function visitor({ values, target, show, out }: RegistryCommand) {
  if ((values.cookie === undefined) === (values.address === undefined))
    throw new UsageError(
      'visitor takes --cookie <the mf_bucket cookie> or --address <ip>, one of them',
    );
  const found = await sendOps(
    target,
    calls.visitor,
    {},
    { cookie: values.cookie, address: values.address },
  );
  show(found, () => {
    out(
      `bucket ${found.bucket} (${found.from === 'cookie' ? 'from its cookie' : 'of a new visitor from that address'}):`,
    );
    for (const r of found.remotes) out(`  ${r.remote.padEnd(11)} ${r.version} ${r.channel}`);
  });
}
