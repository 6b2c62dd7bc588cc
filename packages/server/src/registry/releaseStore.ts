import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { RemoteName } from '@gold/routes';

/** A build's files by relative path (`remoteEntry.js`, `assets/x.webp`, ...). */
export type ReleaseFiles = Map<string, Buffer>;

/** Subresource Integrity value of a file's bytes. */
export function sriOf(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
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

/** Where published versions live on this server: one immutable folder per remote version. */
export class ReleaseStore {
  constructor(readonly root: string) {}

  folderOf(remote: RemoteName, version: string): string {
    return join(this.root, remote, safeRelativePath(version));
  }

  has(remote: RemoteName, version: string): boolean {
    return existsSync(this.folderOf(remote, version));
  }

  /** Writes a version's files into a temporary folder, then renames it into place in one step. */
  async put(remote: RemoteName, version: string, files: ReleaseFiles): Promise<void> {
    const target = this.folderOf(remote, version);
    if (existsSync(target)) throw new Error(`${remote}@${version} is already stored`);
    const staging = `${target}.staging-${randomBytes(6).toString('hex')}`;
    try {
      for (const [path, content] of files) {
        const file = join(staging, safeRelativePath(path));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, content);
      }
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }
}
