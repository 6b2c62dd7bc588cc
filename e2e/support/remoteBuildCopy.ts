import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './serverProcess';

function replaceInTree(dir: string, from: string, to: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) count += replaceInTree(path, from, to);
    else if (/\.(tsx?|json)$/.test(name)) {
      const text = readFileSync(path, 'utf8');
      if (text.includes(from)) {
        writeFileSync(path, text.split(from).join(to));
        count += 1;
      }
    }
  }
  return count;
}

/**
 * Builds a changed copy of a remote, as its team would after editing it: the sources are copied
 * outside the checkout's folders, `from` is replaced by `to` in them, the package version is set,
 * and rspack builds the copy. The checkout itself is never touched. Returns the build folder.
 */
export function buildChangedCopy(
  folder: string,
  version: string,
  from: string,
  to: string,
): string {
  const copy = join(repoRoot, '.cache', 'e2e-builds', `${folder}-${version}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const item of ['src', 'rspack.config.ts', 'tsconfig.json'])
    cpSync(join(repoRoot, folder, item), join(copy, item), { recursive: true });
  symlinkSync(join(repoRoot, folder, 'node_modules'), join(copy, 'node_modules'));
  const pkg = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  writeFileSync(join(copy, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  if (replaceInTree(join(copy, 'src'), from, to) === 0)
    throw new Error(`"${from}" is not in ${folder}/src`);
  const build = spawnSync(
    process.execPath,
    [join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'],
    {
      cwd: copy,
      encoding: 'utf8',
    },
  );
  if (build.status !== 0)
    throw new Error(`building the copy failed:\n${build.stdout}\n${build.stderr}`);
  return join(copy, 'dist');
}
