import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database';
import { listCertificateStoredNames } from './store/enquiries';

/** With a shared PostgreSQL another process may be mid-upload: only files this old are left over. */
export const SHARED_DATABASE_GRACE_MS = 60 * 60 * 1000;

/** What {@link removeUploadLeftovers} removed. */
export interface Leftovers {
  /** Temporary files of uploads a crash cut off. */
  temporary: string[];
  /** Files no enquiry refers to (left by servers that kept certificates on disk). */
  orphaned: string[];
}

const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.partial');

/**
 * Removes what a crash can leave in the uploads folder, at start-up before any request: the
 * temporary file of every upload that was cut off (or stored, the process killed before it removed
 * the file), and every file no enquiry refers to. Run after `moveLegacyCertificates`. With the
 * embedded database the folder belongs to this process alone (its lock says so); with a shared
 * PostgreSQL only files older than
 * {@link SHARED_DATABASE_GRACE_MS} are touched, in case another process is writing them.
 */
export async function removeUploadLeftovers(
  db: Database,
  uploadDir: string,
  { log, now = Date.now() }: { log?: Pick<FastifyBaseLogger, 'warn'>; now?: number } = {},
): Promise<Leftovers> {
  const names = await readdir(uploadDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const leftovers: Leftovers = { temporary: [], orphaned: [] };
  if (names.length === 0) return leftovers;
  const recorded = new Set(await listCertificateStoredNames(db));
  const cutoff = db.engine === 'pglite' ? Infinity : now - SHARED_DATABASE_GRACE_MS;
  for (const name of names) {
    if (recorded.has(name)) continue;
    const path = join(uploadDir, name);
    const file = await stat(path).catch(() => null);
    if (!file?.isFile() || file.mtimeMs >= cutoff) continue;
    await rm(path, { force: true });
    (isTemporary(name) ? leftovers.temporary : leftovers.orphaned).push(name);
  }
  if (leftovers.temporary.length + leftovers.orphaned.length > 0) {
    log?.warn(leftovers, 'removed upload files a crash left behind');
  }
  return leftovers;
}
