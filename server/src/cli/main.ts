import { registryMain } from '../release/cli/registryCommands';
import { main as setRates, RATES_SET_COMMAND } from '../api/cli/setRates';
import { tokensMain } from '../platform/ops/cli/tokenCommands';

// The ops command line: `node dist/cli.mjs <command> [options]`.
const commands: Record<
  string,
  { run: (args: readonly string[]) => Promise<number>; help: string }
> = {
  [RATES_SET_COMMAND]: { run: setRates, help: "set today's 18K, 22K and 24K rates" },
  registry: {
    run: registryMain,
    help: 'publish, canary (by hand or ramped), promote, roll back or swap a remote; preview links; the canary guard; status; history',
  },
  tokens: {
    run: tokensMain,
    help: 'create, list or revoke ops tokens scoped to remotes and capabilities',
  },
};

async function run(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n` : '');
    console.error('Commands:');
    for (const [commandName, { help }] of Object.entries(commands))
      console.error(`  ${commandName.padEnd(12)} ${help}`);
    return name ? 2 : 0;
  }
  return command.run(rest);
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
