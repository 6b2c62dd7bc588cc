#!/usr/bin/env node
// `npm test`: every test, on a supported Node (scripts/supportedNode.mjs). Lint, formatting,
// types and the build run in one lane beside the unit tests (neither needs the other, and together
// they keep both cores busy); then the e2e tests against the production build served by the real
// server in Debian's Chromium (and behind Debian's HAProxy where a test balances several
// instances; Debian's promtool tests the alert rules). The database and registry tests run on
// PGlite and on a throwaway PostgreSQL cluster, stopped however this ends.
import { ensureChromium } from './ensureChromium.mjs';
import { ensureHaproxy } from './ensureHaproxy.mjs';
import { ensurePrometheus } from './ensurePrometheus.mjs';
import { exitOnSignals, startPostgresCluster } from './postgresCluster.mjs';
import { setup } from './setup.mjs';
import { printStepTimes, sideBySide, step } from './steps.mjs';
import { ensureSupportedNode } from './supportedNode.mjs';

const startedAt = Date.now();
await ensureSupportedNode();
exitOnSignals();
setup();
ensureChromium();
ensureHaproxy();
ensurePrometheus();
const postgres = await startPostgresCluster();
// Every later step inherits it: the unit tests, and the e2e tests where they want one.
process.env.TEST_DATABASE_URL = postgres.url;
console.log(`\n=== PostgreSQL ${postgres.version} for the tests at ${postgres.url}`);

await sideBySide(
  async () => {
    const quiet = { quiet: true };
    await step('lint', ['exec', 'oxlint', '-c', 'oxlint.config.mjs', '--deny-warnings'], quiet);
    await step('format', ['exec', 'prettier', '--check', '--log-level', 'warn', '.'], quiet);
    await step('typecheck', ['-r', '--workspace-concurrency=1', 'run', 'typecheck'], quiet);
    await step('build', ['-r', '--workspace-concurrency=1', 'run', 'build'], quiet);
  },
  () => step('unit tests', ['exec', 'vitest', 'run']),
);
await step('e2e tests', ['--filter', '@gold/e2e', 'run', 'test:e2e']);
printStepTimes(startedAt);
