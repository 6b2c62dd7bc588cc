import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
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
 * Copies a remote's sources to `copy` as its team would have them after editing: `from` replaced
 * by `to`, the package version set (when given), node_modules linked. The checkout itself is
 * never touched.
 */
export function copyChangedRemote(
  folder: string,
  copy: string,
  version: string | undefined,
  from: string,
  to: string,
  more: readonly (readonly [string, string])[] = [],
): void {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const item of ['src', 'rspack.config.ts', 'tsconfig.json'])
    cpSync(join(repoRoot, folder, item), join(copy, item), { recursive: true });
  symlinkSync(join(repoRoot, folder, 'node_modules'), join(copy, 'node_modules'));
  const pkg = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  writeFileSync(
    join(copy, 'package.json'),
    JSON.stringify({ ...pkg, version: version ?? pkg.version }, null, 2),
  );
  for (const [text, changed] of [[from, to], ...more] as const)
    if (replaceInTree(join(copy, 'src'), text, changed) === 0)
      throw new Error(`"${text}" is not in ${folder}/src`);
}

/**
 * Builds a changed copy of a remote (see {@link copyChangedRemote}) outside the checkout's
 * folders, in a folder of this worker's (two specs may build the same version side by side).
 * Returns the build folder.
 */
export function buildChangedCopy(
  folder: string,
  version: string,
  from: string,
  to: string,
): string {
  const copy = join(repoRoot, '.cache', 'e2e-builds', `${folder}-${version}-${process.pid}`);
  copyChangedRemote(folder, copy, version, from, to);
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

/**
 * A working copy of the checkout in which one remote's sources are changed (see
 * {@link copyChangedRemote}) and everything else is the checkout itself, linked: where the
 * README's commands can run as printed, building that remote, without touching the checkout.
 */
export function checkoutWithChangedRemote(
  folder: string,
  from: string,
  to: string,
  ...more: (readonly [string, string])[]
): string {
  const root = join(repoRoot, '.cache', `e2e-checkout-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(repoRoot)) {
    if (entry === folder || entry === '.cache' || entry === '.git') continue;
    symlinkSync(join(repoRoot, entry), join(root, entry));
  }
  copyChangedRemote(folder, join(root, folder), undefined, from, to, more);
  return root;
}

/**
 * A copy of a remote's build in the served checkout (WEB_ROOT, as the server reads it, or this
 * one) under another version number: the same files, to publish as a version of their own.
 * Returns the copy's folder in the temp folder.
 */
export function builtCopyAs(folder: string, version: string): string {
  const dist = mkdtempSync(join(tmpdir(), `gold-${folder}-${version}-`));
  cpSync(join(process.env.WEB_ROOT ?? repoRoot, folder, 'dist'), dist, { recursive: true });
  const manifestPath = join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return dist;
}
