#!/usr/bin/env node
// Installs whatever is missing: pnpm (locally) and the workspace's dependencies from the lockfile.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function installIsCurrent() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return false;
  return statSync(marker).mtimeMs >= statSync(join(root, 'pnpm-lock.yaml')).mtimeMs;
}

export function setup() {
  if (installIsCurrent()) return;
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  setup();
}
