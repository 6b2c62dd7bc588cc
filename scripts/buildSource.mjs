// What `remote:build` records of where a build came from, in the build's `build-source.json`:
// the commit, who made the build, and whether the remote's folder had uncommitted changes. The
// registry stores it with the version it is published as, and its history shows it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file's name in a build; the server reads it under the same (server/src/release/builds/buildSource.ts). */
export const BUILD_SOURCE_FILE = 'build-source.json';

const git = (args, cwd) => {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

/** Where the build in `folder`/dist came from, or null outside a git checkout. */
export function buildSourceOf(folder) {
  const commit = git(['rev-parse', 'HEAD'], folder);
  if (!/^[0-9a-f]{40}$/.test(commit)) return null;
  const author = git(['config', 'user.name'], folder) || process.env.USER || null;
  const dirty = git(['status', '--porcelain', '--', '.'], folder) !== '';
  return { commit, author, dirty };
}

/** Writes what {@link buildSourceOf} finds into the build; returns it. */
export function recordBuildSource(folder) {
  const source = buildSourceOf(folder);
  if (source) writeFileSync(join(folder, 'dist', BUILD_SOURCE_FILE), `${JSON.stringify(source)}\n`);
  return source;
}
