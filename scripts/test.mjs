#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest: lint, format, types, unit, build, then e2e
// against the production build served by the real server in Debian's Chromium.
import { ensureChromium } from './ensureChromium.mjs';
import { pnpm } from './pnpm.mjs';
import { setup } from './setup.mjs';

const step = (name, args) => {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  pnpm(args);
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

setup();
step('lint', ['exec', 'oxlint', '--deny-warnings']);
step('format', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']);
step('typecheck', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
step('unit tests', ['exec', 'vitest', 'run']);
step('build', ['-r', 'run', 'build']);
ensureChromium();
step('e2e tests', ['--filter', '@gold/e2e', 'run', 'test:e2e']);
step('crash test', ['exec', 'node', 'scripts/crashTest.mjs']);
