import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { versionKey } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database';
import { listReleaseFiles, readReleaseBlob } from '../store/releaseFiles';
import { safeRelativePath } from './buildFiles';
import { faultPoint } from '../../platform/faults/faultPoints';

const PARTIAL = '.partial-';

/** What a disk that cannot take a file says: full, read-only, broken, or its folder removed. */
const DISK_ERRORS = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'ENOENT',
  'ENOTDIR',
]);

/**
 * A version's files could not be copied to this instance's disk: they cannot be served from here
 * until it heals (readiness says so meanwhile), though the database holds them.
 */
export class ReleaseCacheNotWritable extends Error {
  constructor(key: string, cause: unknown) {
    super(`${key}: the release cache cannot be written`, { cause });
  }
}

const isDiskError = (error: unknown) =>
  DISK_ERRORS.has(String((error as { code?: unknown } | null)?.code));

/**
 * This instance's local copy of published versions. The database holds every release file; a
 * version's folder is written here on its first request, into a temporary folder renamed into
 * place whole, so a folder that exists is complete. Versions never change, so the copy never
 * goes stale; deleting the folder is always safe.
 */
export class ReleaseCache {
  private readonly filling = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly db: Queryable,
    readonly root: string,
  ) {}

  /** The folder of a version; undefined for a name that would leave the remote's folder. */
  private folderOf(remote: RemoteName, version: string): string | undefined {
    try {
      return join(this.root, remote, safeRelativePath(version));
    } catch {
      return undefined;
    }
  }

  /**
   * The folder with a version's files, or undefined when the database holds none for it or its
   * name could not be a folder's (a version taken before publish checked names). Rejects with
   * {@link ReleaseCacheNotWritable} when the disk refuses the copy.
   */
  folderFor(remote: RemoteName, version: string): Promise<string | undefined> {
    const folder = this.folderOf(remote, version);
    if (!folder) return Promise.resolve(undefined);
    if (existsSync(folder)) return Promise.resolve(folder);
    const key = versionKey(remote, version);
    let fill = this.filling.get(key);
    if (!fill) {
      fill = this.fill(remote, version, folder).finally(() => this.filling.delete(key));
      this.filling.set(key, fill);
    }
    return fill;
  }

  private async fill(
    remote: RemoteName,
    version: string,
    folder: string,
  ): Promise<string | undefined> {
    const files = await listReleaseFiles(this.db, remote, version);
    if (files.length === 0) return undefined;
    const partial = `${folder}${PARTIAL}${randomBytes(6).toString('hex')}`;
    try {
      for (const file of files) {
        const content = await readReleaseBlob(this.db, file.sha256);
        // A damaged blob throws on reading: its checksum is verified there.
        if (!content)
          throw new Error(`${remote}@${version}: ${file.path} is missing in the database`);
        const target = join(partial, safeRelativePath(file.path));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, content);
      }
      faultPoint('cache:files-written');
      await rename(partial, folder);
    } catch (error) {
      // On a read-only disk the half-written folder stays; start-up removes it.
      await rm(partial, { recursive: true, force: true }).catch(() => {});
      if (existsSync(folder)) return folder;
      throw isDiskError(error) ? new ReleaseCacheNotWritable(`${remote}@${version}`, error) : error;
    }
    return folder;
  }

  /** Removes folders a killed process left half-written (call at start-up). */
  async removeLeftovers(): Promise<void> {
    if (!existsSync(this.root)) return;
    for (const remote of await readdir(this.root)) {
      for (const entry of await readdir(join(this.root, remote))) {
        if (entry.includes(PARTIAL))
          await rm(join(this.root, remote, entry), { recursive: true, force: true });
      }
    }
  }
}
