import { runOpsCommand } from '../../platform/ops/opsCommand';
import { canary, changeCanary, guard, promote, ramp, rollback } from './channelCommands';
import { reasonArg, revisionArg, versionArg } from './commandArgs';
import { history, status, visitor } from './lookupCommands';
import { preview, previews, revokePreview } from './previewGrantCommands';
import { publish, swap } from './publishCommands';
import {
  registryProgram,
  type Out,
  type RegistryCommand,
  type RegistryCommandName,
} from './registryProgram';

/** The body of each command: the table has one for every command the program declares. */
const bodies: Record<RegistryCommandName, (command: RegistryCommand) => Promise<void>> = {
  status,
  history,
  publish,
  swap,
  canary,
  ramp,
  abort: changeCanary,
  pause: changeCanary,
  resume: changeCanary,
  advance: changeCanary,
  guard,
  promote,
  rollback,
  preview,
  previews,
  'revoke-preview': revokePreview,
  visitor,
};

/** `registry <command>`: returns the exit code (0 done, 2 bad usage, 1 refused or failed). */
export async function registryMain(
  args: readonly string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  return runOpsCommand(args, { program: registryProgram, out, err }, async (cli) => {
    const { command, rest, values } = cli;
    const change = { reason: reasonArg(values.reason), revision: revisionArg(values.revision) };
    // The version canary, promote and preview name second.
    const version =
      rest[1] === undefined || command === 'revoke-preview' ? undefined : versionArg(rest[1]);
    await bodies[command as RegistryCommandName]({ ...cli, change, version, out });
    return 0;
  });
}
