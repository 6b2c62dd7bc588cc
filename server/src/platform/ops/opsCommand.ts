import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadServerConfig, opsUrlOf } from '@gold/config/server';
import { OpsError, type OpsClient } from '@gold/ops-client';

/** Where the ops commands find the server, and the token they show it. */
export type OpsTarget = OpsClient & { server: string; actor: string };

/**
 * The command line itself is wrong (a missing argument, a value it cannot read): the server was
 * not asked. Exit code 2, with the command's help.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * The server at `server` (the URL of its ops listener), else this machine's ops listener (OPS_PORT,
 * the port after PORT unless set, on OPS_HOST); the token in OPS_TOKEN (the bootstrap
 * token, or one created with `tokens create`); the person acting, OPS_ACTOR or the login name.
 */
function opsTargetFrom(server: string | undefined): OpsTarget {
  const config = loadServerConfig();
  return {
    server: server ?? opsUrlOf(config),
    token: config.opsToken,
    actor: process.env.OPS_ACTOR ?? process.env.USER ?? 'cli',
  };
}

type Out = (line: string) => void;

/** Options every ops command takes. */
const commonOptions = {
  server: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
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

/**
 * The frame of an ops command (`registry ...`, `tokens ...`): reads `options` with --server,
 * --json and --help, prints `help` when asked or when no command is named, runs `body`, and turns
 * a usage error or a refusal into its exit code (0 done, 2 bad usage, 1 refused or failed).
 */
export async function runOpsCommand<const O extends Options>(
  args: readonly string[],
  { help, options, out, err }: { help: string; options: O; out: Out; err: Out },
  body: (command: OpsCommand<O>) => Promise<number>,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { ...options, ...commonOptions },
    });
  } catch (error) {
    err(`${(error as Error).message}\n\n${help}`);
    return 2;
  }
  const values = parsed.values as Values<O>;
  const common = parsed.values as { server?: string; json?: boolean; help?: boolean };
  const [command, ...rest] = parsed.positionals;
  if (!command || common.help) {
    out(help);
    return command ? 0 : 2;
  }
  try {
    return await body({
      command,
      rest,
      values,
      target: opsTargetFrom(common.server),
      show: (value, text) => (common.json ? out(JSON.stringify(value, null, 2)) : text()),
    });
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\n${help}`);
      return 2;
    }
    if (!(error instanceof OpsError)) throw error;
    // A server that could not do it (503: its database is down) did not refuse it.
    const outcome = error.status >= 500 ? 'failed' : 'refused';
    err(`${outcome}: ${error.message}${error.details.map((d) => `\n  - ${d}`).join('')}`);
    return 1;
  }
}
