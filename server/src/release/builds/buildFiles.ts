import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, normalize, relative, sep } from 'node:path';

/** A build's files by relative path (`remoteEntry.js`, `assets/x.webp`, ...). */
export type ReleaseFiles = Map<string, Buffer>;

/** Subresource Integrity value of a file's bytes. */
export function sriOf(content: Buffer): string {
  const hasher = sriHasher();
  hasher.update(content);
  return hasher.sri();
}

/** An integrity hash taken as a file's bytes arrive, so that none of them need be kept. */
export function sriHasher(): { update: (chunk: Buffer) => void; sri: () => string } {
  const hash = createHash('sha384');
  return {
    update: (chunk) => void hash.update(chunk),
    sri: () => `sha384-${hash.digest('base64')}`,
  };
}

/** A relative path that stays inside its folder; throws on `..`, absolute paths and the like. */
export function safeRelativePath(path: string): string {
  const clean = normalize(path).replace(/^[/\\]+/, '');
  if (!clean || clean.startsWith('..') || clean.split(sep).includes('..') || /[\0:]/.test(clean)) {
    throw new Error(`refusing file path "${path}"`);
  }
  return clean;
}

/** Reads every file under a build folder. */
export async function readBuildFolder(dir: string): Promise<ReleaseFiles> {
  const files: ReleaseFiles = new Map();
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile())
        files.set(relative(dir, path).split(sep).join('/'), await readFile(path));
    }
  };
  await walk(dir);
  return files;
}
