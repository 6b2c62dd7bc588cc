#!/usr/bin/env node
// The bench's capacity part measures the server beside Debian's nginx serving the same files:
// installed with apt-get when missing, as HAProxy and Chromium are.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './aptInstall.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log(`[bench] ${NGINX} is missing: installing Debian's nginx with apt-get`);
  aptInstall('nginx');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureNginx();
}
