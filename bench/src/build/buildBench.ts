import { repoRoot } from '../run/paths';
import { progress } from '../run/progress';
import { timeCommand } from './timeCommand';

/** One timed build. */
export interface BuildTiming {
  id: BuildId;
  name: string;
  /** The pnpm arguments, as run from the repository root. */
  command: string;
  seconds: number;
  /** Set when the build failed: its last lines of output. */
  error?: string;
}

const pnpmScript = `${repoRoot}scripts/pnpm.mjs`;

export const builds = {
  all: {
    id: 'all',
    name: 'six apps (shell and five remotes)',
    args: ['-r', '--filter', './mf-*', '--filter', './shell', 'run', 'build'],
  },
  remote: {
    id: 'remote',
    name: 'one remote (calculator)',
    args: ['--filter', '@gold/mf-calculator', 'run', 'build'],
  },
  monolith: { id: 'monolith', name: 'monolith', args: ['--filter', '@gold/bench', 'run', 'build'] },
} as const;

export type BuildId = keyof typeof builds;

/** Times one production build through the repository's pinned pnpm. */
export async function timeBuild(build: (typeof builds)[keyof typeof builds]): Promise<BuildTiming> {
  const shown = build.args.map((arg) => (arg.includes('*') ? `"${arg}"` : arg));
  const timing = { id: build.id, name: build.name, command: `pnpm ${shown.join(' ')}` };
  const run = await timeCommand(process.execPath, [pnpmScript, ...build.args], repoRoot);
  progress('build', `${build.name}: ${run.seconds.toFixed(1)} s${run.error ? ' (failed)' : ''}`);
  return { ...timing, ...run };
}

/**
 * Full production build of the six apps, then one remote alone, then the monolith, one at a time
 * from the repository root. It leaves fresh builds behind for the web bench to serve; a build
 * that fails is reported and the next one still runs.
 */
export async function buildBench(): Promise<BuildTiming[]> {
  const timings: BuildTiming[] = [];
  for (const build of [builds.all, builds.remote, builds.monolith]) {
    timings.push(await timeBuild(build));
  }
  return timings;
}
