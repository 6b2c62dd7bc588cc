#!/usr/bin/env node
// Installs whatever is missing: pnpm (locally) and the workspace's dependencies from the lockfile.
// pnpm itself decides what is missing (under a second when nothing is): a check of our own, such
// as node_modules being newer than the lockfile, passed a tree that a filtered command had
// installed only in part.
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { ensureSupportedNode } from './supportedNode.mjs';

export function setup() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureSupportedNode();
  setup();
}
