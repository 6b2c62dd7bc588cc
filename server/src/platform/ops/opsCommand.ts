import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError, loadServerConfig, opsUrlOf } from '@gold/config/server';
import { OpsError, type OpsClient } from '@gold/ops-client';
import {
  readCommandLine,
  type CommandLine,
  type CommandShape,
} from '../commandLine/readCommandLine';
import { UsageError } from '../commandLine/usageError';
import { describeOpsFailure, type OpsAddress } from './opsFailure';

/**
 * Where the ops commands find the server, the token they show it, who acts, and where this
 * machine's builds are (WEB_ROOT, else the working folder).
 */
export type OpsTarget = OpsClient & OpsAddress & { actor: string; webRoot: string };

/** `--server` as the URL of a listener; `localhost:8081` is told the scheme it lacks. */
function serverUrl(given: string): string {
  const url = URL.canParse(given) ? new URL(given) : undefined;
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return given;
  if (URL.canParse(`http://${given}`))
    throw new UsageError(`--server takes a URL with its scheme: did you mean http://${given}?`);
  throw new UsageError(`--server takes the ops listener's URL, like http://localhost:8081`);
}

/**
 * The server at `server` (the URL of its ops listener), else this machine's ops listener (OPS_PORT,
 * the port after PORT unless set, on OPS_HOST); the token in OPS_TOKEN (the bootstrap
 * token, or one created with `tokens create`); the person acting, OPS_ACTOR or the login name.
 */
function opsTargetFrom(server: string | undefined): OpsTarget {
  const config = loadServerConfig();
  return {
    server: server === undefined ? opsUrlOf(config) : serverUrl(server),
    sitePort: config.port,
    opsPort: config.opsListener.port,
    token: config.opsToken,
    tokenSet: config.opsCommand.tokenSet,
    actor: config.opsCommand.actor,
    webRoot: config.webRoot ?? process.cwd(),
  };
}

type Out = (line: string) => void;

/** Options every ops command takes. */
const commonOptions = {
  server: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O & typeof commonOptions; allowPositionals: true }>
>['values'];

/** What an ops command's body gets: its words, its options, its server, and how to print. */
export interface OpsCommand<O extends Options> {
  command: string;
  rest: string[];
  values: Values<O>;
  target: OpsTarget;
  /** Prints `value` as JSON under --json, else calls `text`. */
  show(value: unknown, text: () => void): void;
}

/** An ops program (`registry`, `tokens`): its name, help, commands and their options. */
export interface OpsProgram<O extends Options> {
  name: string;
  help: string;
  commands: Readonly<Record<string, CommandShape>>;
  options: O;
  /** What each string option's value looks like: `percent: 'N'`. */
  placeholders: Readonly<Record<string, string>>;
}

/** Exit code 2 after the line of a usage error or a configuration this machine cannot run with. */
function usageMistake(error: unknown, err: Out): 2 {
  if (!(error instanceof UsageError || error instanceof ConfigError)) throw error;
  err(error.message);
  return 2;
}

/**
 * The frame of an ops command (`registry ...`, `tokens ...`): checks the command line against
 * `program` (every mistake one line that names the fix), prints its help on --help (exit 0) or
 * when no command is named (exit 2), runs `body`, and turns a usage error or a failed call into
 * its line and exit code: 0 done, 2 the command line or the address is wrong, 1 the server
 * refused or failed, or could not be reached.
 */
export async function runOpsCommand<const O extends Options>(
  args: readonly string[],
  { program, out, err }: { program: OpsProgram<O>; out: Out; err: Out },
  body: (command: OpsCommand<O>) => Promise<number>,
): Promise<number> {
  let line: CommandLine;
  try {
    line = readCommandLine(args, {
      ...program,
      options: { ...program.options, ...commonOptions },
      common: Object.keys(commonOptions),
    });
  } catch (error) {
    return usageMistake(error, err);
  }
  const { command, words, values, help } = line;
  if (!command || help) {
    (help ? out : err)(program.help);
    return help ? 0 : 2;
  }
  let target: OpsTarget;
  try {
    target = opsTargetFrom(values.server as string | undefined);
  } catch (error) {
    return usageMistake(error, err);
  }
  try {
    return await body({
      command,
      rest: words,
      values: values as Values<O>,
      target,
      show: (value, text) => (values.json ? out(JSON.stringify(value, null, 2)) : text()),
    });
  } catch (error) {
    if (!(error instanceof OpsError)) return usageMistake(error, err);
    const failure = describeOpsFailure(error, target);
    err(failure.line);
    return failure.code;
  }
}
