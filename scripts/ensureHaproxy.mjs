#!/usr/bin/env node
// The e2e tests put Debian's HAProxy in front of the instances, the load balancer deploy/
// documents: installed with apt-get when missing, as Chromium and PostgreSQL are.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './aptInstall.mjs';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export function ensureHaproxy() {
  if (existsSync(HAPROXY)) return;
  console.log(`[test] ${HAPROXY} is missing: installing Debian's haproxy with apt-get`);
  aptInstall('haproxy');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureHaproxy();
}
