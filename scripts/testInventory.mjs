#!/usr/bin/env node
// Prints every test of the suite, one line each, as `unit <project> <file> > <title>` and
// `e2e <file> > <title>`, from Vitest's and Playwright's own listings. Two inventories compared
// with `diff` show what a change to the suite adds, loses or moves. The PostgreSQL halves are
// listed as CI runs them, so TEST_DATABASE_URL is set to a placeholder nothing connects to.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode } from './supportedNode.mjs';

await ensureSupportedNode({ log: console.error });
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TEST_DATABASE_URL: 'postgres://inventory@127.0.0.1:1/none' };
const run = (cwd, command, args) =>
  execFileSync(join(cwd, 'node_modules', '.bin', command), args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

const unit = run(root, 'vitest', ['list'])
  .split('\n')
  .filter((line) => line.startsWith('['))
  .map((line) => `unit ${line.replace(/^\[(\S+)\] /, '$1 ')}`);
const e2e = run(join(root, 'e2e'), 'playwright', ['test', '--list'])
  .split('\n')
  .map((line) => /^\s+\[[^\]]+\] › (\S+?):\d+:\d+ › (.*)$/.exec(line))
  .filter(Boolean)
  .map(([, file, title]) => `e2e ${file} > ${title.replaceAll(' › ', ' > ')}`);
for (const line of [...unit, ...e2e].sort()) console.log(line);
console.error(`${unit.length} unit tests, ${e2e.length} e2e tests`);
