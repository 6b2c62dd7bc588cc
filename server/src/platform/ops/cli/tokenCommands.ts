import { remoteNames } from '@gold/routes';
import { sendOps } from '@gold/ops-client';
import {
  capabilities,
  tokenCalls,
  tokenName,
  type OpsTokenRecord,
} from '@gold/ops-client/contract';
import { runOpsCommand } from '../opsCommand';
import { UsageError } from '../../commandLine/usageError';
import { oneOf } from '../../commandLine/choices';
import type { CommandShape } from '../../commandLine/readCommandLine';

const help = `Usage: tokens <command> [options]

Commands (each talks to the running server's /ops/tokens with OPS_TOKEN, a token with the tokens
capability; it manages only tokens within its own scope):
  create --name <name> --can <capabilities> [--remotes <remotes>]
                   a new token, printed this once (the server keeps only its SHA-256)
  list             every token: scope, created, last used, revoked (never a token itself)
  revoke <name>    refuse the token from now on, on every instance; its name is never reused

Options:
  --can <list>       what it may do, comma-separated or repeated: ${capabilities.join(', ')}
  --remotes <list>   the remotes it may release, comma-separated or repeated (default: every remote)
  --server <url>     the server's ops listener (default http://localhost:$OPS_PORT,
                     the port after PORT, 8081)
  --json             print JSON for scripts
  --help, -h         this help
Remotes: ${remoteNames.join(', ')}
Exit codes: 0 done; 1 the server refused or failed, or no server answered; 2 a mistake in the
command line or in the address of --server (the line says which): nothing was done`;

/** Each command's words and options: the command line is checked against them before any request. */
const commands: Record<string, CommandShape> = {
  create: {
    words: [],
    options: ['name', 'can', 'remotes'],
    example: 'create --name calculator-team --remotes calculator --can releases',
  },
  list: { words: [], options: [], example: 'list' },
  revoke: { words: ['name'], options: [], example: 'revoke calculator-team' },
};

const options = {
  name: { type: 'string' },
  can: { type: 'string', multiple: true },
  remotes: { type: 'string', multiple: true },
} as const;

const placeholders = {
  name: '<name>',
  can: '<capabilities>',
  remotes: '<remotes>',
  server: '<url>',
};

type Out = (line: string) => void;

/** `--can a,b --can c` as [a, b, c], each one of `choices`. */
const listOf = <T extends string>(
  what: string,
  values: string[] | undefined,
  choices: readonly T[],
) =>
  values
    ?.flatMap((value) => value.split(','))
    .filter(Boolean)
    .map((value) => oneOf(what, value.trim(), choices));

const scopeOf = (token: OpsTokenRecord) =>
  `remotes ${token.remotes?.join(',') ?? 'all'}; can ${token.capabilities.join(',')}`;

function printList(tokens: OpsTokenRecord[], out: Out) {
  out(
    `${'name'.padEnd(20)} ${'remotes'.padEnd(24)} ${'can'.padEnd(30)} ${'created'.padEnd(24)} ${'last used'.padEnd(24)} revoked`,
  );
  for (const t of tokens)
    out(
      `${t.name.padEnd(20)} ${(t.remotes?.join(',') ?? 'all').padEnd(24)} ${t.capabilities.join(',').padEnd(30)} ${t.createdAt.padEnd(24)} ${(t.lastUsedAt ?? '-').padEnd(24)} ${t.revokedAt ?? '-'}`,
    );
}

/** `tokens <command>`: returns the exit code (0 done, 2 bad usage, 1 refused or failed). */
export async function tokensMain(
  args: readonly string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const program = { name: 'tokens', help, commands, options, placeholders };
  return runOpsCommand(args, { program, out, err }, async (cli) => {
    const { command, rest, values, target, show } = cli;
    switch (command) {
      case 'create': {
        // What is given is checked before what is missing: a misspelt remote is named either way.
        const remotes = listOf('remote', values.remotes, remoteNames);
        const can = listOf('capability', values.can, capabilities);
        if (values.name !== undefined && !tokenName.pattern.test(values.name))
          throw new UsageError(`--name ${values.name}: a token's name is ${tokenName.rule}`);
        if (!values.name || !can?.length)
          throw new UsageError(
            `create needs --name <name> and --can <capabilities>: tokens ${commands.create!.example}`,
          );
        const created = await sendOps(
          target,
          tokenCalls.create,
          {},
          { name: values.name, remotes, capabilities: can },
        );
        show(created, () => {
          out(`token ${created.name} (${scopeOf(created)}):`);
          out(created.secret);
          out('Store it now: it is not shown again. Give it to its holder as OPS_TOKEN.');
        });
        return 0;
      }
      case 'list': {
        const { items } = await sendOps(target, tokenCalls.list, {});
        show(items, () => printList(items, out));
        return 0;
      }
      case 'revoke': {
        const name = rest[0]!;
        const revoked = await sendOps(target, tokenCalls.revoke, { name });
        show(revoked, () => out(`token ${revoked.name} revoked at ${revoked.revokedAt}`));
        return 0;
      }
      default:
        throw new Error(`tokens ${command} is in the command table but has no body`);
    }
  });
}
