#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest: lint, format, types, unit, build, then e2e
// against the production build served by the real server in Debian's Chromium. The database and
// registry tests run on PGlite and on a throwaway PostgreSQL cluster, stopped however this ends.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ensureChromium } from './ensureChromium.mjs';
import { pnpm } from './pnpm.mjs';
import { exitOnSignals, startPostgresCluster } from './postgresCluster.mjs';
import { setup } from './setup.mjs';

const step = async (name, args) => {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  pnpm(args);
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A signal that came during the step, which held the event loop, is handled here.
  await nextTurn();
};

exitOnSignals();
setup();
await step('lint', ['exec', 'oxlint', '-c', 'oxlint.config.mjs', '--deny-warnings']);
await step('format', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']);
await step('typecheck', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
const postgres = await startPostgresCluster();
// Every later step inherits it: the unit tests, and the e2e tests where they want one.
process.env.TEST_DATABASE_URL = postgres.url;
console.log(`\n=== PostgreSQL ${postgres.version} for the tests at ${postgres.url}`);
await step('unit tests', ['exec', 'vitest', 'run']);
await step('build', ['-r', 'run', 'build']);
ensureChromium();
await step('e2e tests', ['--filter', '@gold/e2e', 'run', 'test:e2e']);
