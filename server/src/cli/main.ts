import { runCli } from './commands';

// The ops command line: `node dist/cli.mjs <command> [options]` (see `runCli`).
runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
