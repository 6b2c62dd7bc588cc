import { closestTo } from '../platform/commandLine/didYouMean';
import { registryMain } from '../release/cli/registryCommands';
import { main as setRates, RATES_SET_COMMAND } from '../api/cli/setRates';
import { tokensMain } from '../platform/ops/cli/tokenCommands';

/** Where a command writes its lines. */
export interface Printer {
  out(line: string): void;
  err(line: string): void;
}

const consolePrinter: Printer = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

const commands: Record<
  string,
  { run: (args: readonly string[], io: Printer) => Promise<number>; help: string }
> = {
  [RATES_SET_COMMAND]: {
    run: (args, io) => setRates(args, { env: process.env, ...io }),
    help: "set today's 18K, 22K and 24K rates",
  },
  registry: {
    run: (args, io) => registryMain(args, io.out, io.err),
    help: 'publish, canary (by hand or ramped), promote, roll back or swap a remote; preview links; the canary guard; status; history',
  },
  tokens: {
    run: (args, io) => tokensMain(args, io.out, io.err),
    help: 'create, list or revoke ops tokens scoped to remotes and capabilities',
  },
};

/**
 * The ops command line, `node dist/cli.mjs <command> [options]`: runs the command named, or lists
 * them on --help (exit 0) and when none is named (exit 2); an unknown one is told the one likely
 * meant. Returns the exit code.
 */
export async function runCli(argv: readonly string[], io: Printer = consolePrinter) {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    const print = name ? io.out : io.err;
    print('Commands (each takes --help):');
    for (const [commandName, { help }] of Object.entries(commands))
      print(`  ${commandName.padEnd(12)} ${help}`);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (command) return command.run(rest, io);
  const meant = closestTo(name, Object.keys(commands));
  io.err(
    `unknown command "${name}"${meant ? `: did you mean "${meant}"?` : ''} (--help lists them)`,
  );
  return 2;
}
