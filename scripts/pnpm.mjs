#!/usr/bin/env node
// Runs the pinned pnpm, installing it into .cache/tools when the machine has only Node and npm.
// A global install needs rights a newcomer may not have; a local copy needs none. Run as a command
// (`npm run build` and the like), it first makes sure of a supported Node (supportedNode.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode } from './supportedNode.mjs';

export const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localBin = join(root, '.cache', 'tools', 'node_modules', '.bin', 'pnpm');

function globalPnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

let found;

/**
 * Path of a pnpm binary of the pinned version, installing one locally if needed. Found once per
 * process: `npm test` runs pnpm for every step, and asking the global one its version each time
 * starts a process for nothing.
 */
export function ensurePnpm() {
  found ??= findOrInstallPnpm();
  return found;
}

function findOrInstallPnpm() {
  if (globalPnpmVersion() === PNPM_VERSION) return 'pnpm';
  if (!existsSync(localBin)) {
    console.log(`[setup] installing pnpm@${PNPM_VERSION} into .cache/tools`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        join(root, '.cache', 'tools'),
        '--no-save',
        '--no-package-lock',
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  return localBin;
}

/** Runs pnpm with the given arguments in the repository root; exits on failure. */
export function pnpm(args, options = {}) {
  const result = spawnSync(ensurePnpm(), args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureSupportedNode();
  pnpm(process.argv.slice(2));
}
