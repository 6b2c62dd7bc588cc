#!/usr/bin/env node
// The alert rules of deploy/prometheus are tested with Debian's promtool, and the e2e alert
// drill runs Debian's Prometheus server against HAProxy and the instances: installed with
// apt-get when missing, as HAProxy is. Its node exporter (only recommended) is left out.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './aptInstall.mjs';

export const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
export const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

export function ensurePrometheus() {
  if (existsSync(PROMTOOL) && existsSync(PROMETHEUS)) return;
  console.log(
    `[test] ${PROMTOOL} or ${PROMETHEUS} is missing: installing Debian's prometheus with apt-get`,
  );
  aptInstall('prometheus', { recommends: false });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePrometheus();
}
