import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

/** A copy of a remote's build that the bench may change, removed by `remove()`. */
export interface BuildCopy {
  dir: string;
  remove(): void;
}

/** Copies the build in `dist` (a remote's dist folder) to a temp folder of its own. */
export function copyBuild(dist: string, name: string): BuildCopy {
  if (!existsSync(join(dist, 'mf-manifest.json')))
    throw new Error(
      `${dist} holds no build (no mf-manifest.json): run \`npm run build\` (or pnpm --filter @gold/mf-${name} build) first`,
    );
  const dir = mkdtempSync(join(tmpdir(), `gold-bench-${name}-build-`));
  cpSync(dist, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Gives the build in `dir` the version number `version`, where the registry reads it
 * (`metaData.buildInfo.buildVersion` in mf-manifest.json): published, it is a new version.
 */
export function setBuildVersion(dir: string, version: string): void {
  const path = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  if (!manifest.metaData?.buildInfo) throw new Error(`${path} has no metaData.buildInfo`);
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(path, JSON.stringify(manifest, null, 2));
}

/** Every file under `dir` by its path relative to it, with `/` between folders (as published). */
export function buildFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path).split(sep).join('/'), readFileSync(path));
  }
  return files;
}

/** The multipart form of a publish, as the CLI sends it: one file part per file, named by its path. */
export function publishForm(files: ReadonlyMap<string, Buffer>): FormData {
  const form = new FormData();
  for (const [path, content] of files) form.append(path, new Blob([new Uint8Array(content)]), path);
  return form;
}
