import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { faultPoint } from '../platform/faults/faultPoints';
import type { Database } from '../platform/database';
import { sha256Of, storeBlob } from '../platform/database/blobs';
import { listStoredCertificates } from './store';

/** What {@link moveLegacyCertificates} did with the certificate files it found. */
export interface LegacyCertificates {
  /** Stored names whose bytes are now in the database, their files removed. */
  moved: string[];
  /** Stored names whose file does not match its row (size or checksum): left on disk, for a person. */
  mismatched: string[];
}

/**
 * Servers before certificates moved into the database kept them in the uploads folder, named by
 * their row's `certificate_stored_name`. Copies each such file's bytes into `certificate_blobs` (when
 * they match the row's size and checksum), then removes the file. Safe to repeat and to cut short:
 * a file is removed only after its bytes are committed, and storing bytes twice stores them once.
 * Run at start-up before `removeUploadLeftovers`, which would take such files for orphans.
 */
export async function moveLegacyCertificates(
  db: Database,
  uploadDir: string,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<LegacyCertificates> {
  const done: LegacyCertificates = { moved: [], mismatched: [] };
  const names = new Set(
    await readdir(uploadDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    }),
  );
  if (names.size === 0) return done;
  for (const row of await listStoredCertificates(db)) {
    if (!names.has(row.storedName)) continue;
    const path = join(uploadDir, row.storedName);
    const content = await readFile(path);
    if (content.length !== row.size || sha256Of(content) !== row.sha256) {
      done.mismatched.push(row.storedName);
      continue;
    }
    await db.transaction((tx) => storeBlob(tx, 'certificate_blobs', content));
    faultPoint('certificates:file-moved-in');
    await rm(path, { force: true });
    done.moved.push(row.storedName);
  }
  if (done.moved.length)
    log?.info(`moved ${done.moved.length} certificate files into the database`);
  if (done.mismatched.length)
    log?.warn(done, 'certificate files that do not match their enquiry were left on disk');
  return done;
}
