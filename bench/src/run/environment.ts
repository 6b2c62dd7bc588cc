import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import type { BenchEnvironment } from '../report/benchResults';
import { chromiumPath } from '../web/lighthouseRun';
import { repoRoot } from './paths';

function output(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** The machine, tools and commit the figures belong to. */
export function benchEnvironment(): BenchEnvironment {
  const lighthouse = createRequire(import.meta.url)('lighthouse/package.json') as {
    version: string;
  };
  const changed = output('git', ['status', '--porcelain']) !== '';
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    lighthouse: lighthouse.version,
    chromium: output(chromiumPath, ['--version']),
    commit: `${output('git', ['rev-parse', '--short', 'HEAD'])}${changed ? '+changes' : ''}`,
  };
}
