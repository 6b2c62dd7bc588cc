#!/usr/bin/env node
// Playwright cannot download browsers here: the e2e tests use Debian's Chromium.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './aptInstall.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`[test] ${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  aptInstall('chromium');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureChromium();
}
