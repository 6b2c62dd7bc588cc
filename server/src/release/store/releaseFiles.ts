import type { RemoteName } from '@gold/routes';
import { readBlob, storeBlob } from '../../platform/database/blobs';
import type { Queryable } from '../../platform/database/database';

export { sha256Of } from '../../platform/database/blobs';

/** A release file as the database holds it: its path in the build and its content's hash. */
export interface StoredReleaseFile {
  path: string;
  sha256: string;
  size: number;
}

/**
 * Stores a version's files: each distinct content once (a blob another version already stored is
 * reused), then one row per path. The version's row must exist in the same transaction.
 */
export async function insertReleaseFiles(
  tx: Queryable,
  remote: RemoteName,
  version: string,
  files: ReadonlyMap<string, Buffer>,
): Promise<void> {
  for (const [path, content] of files) {
    const sha256 = await storeBlob(tx, 'release_blobs', content);
    await tx.query(
      'INSERT INTO release_files (remote, version, path, sha256, size) VALUES ($1, $2, $3, $4, $5)',
      [remote, version, path, sha256, content.length],
    );
  }
}

/** Whether the database holds any file of a version. */
export async function holdsReleaseFiles(
  db: Queryable,
  remote: RemoteName,
  version: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM release_files WHERE remote = $1 AND version = $2 LIMIT 1',
    [remote, version],
  );
  return rows.length > 0;
}

/** The files of one version, by path. */
export async function listReleaseFiles(
  db: Queryable,
  remote: RemoteName,
  version: string,
): Promise<StoredReleaseFile[]> {
  return db.query<StoredReleaseFile>(
    'SELECT path, sha256, size FROM release_files WHERE remote = $1 AND version = $2 ORDER BY path',
    [remote, version],
  );
}

/**
 * The bytes stored under a hash, or undefined; checked against the hash (throws
 * `DamagedBlobError` when they do not match).
 */
export function readReleaseBlob(db: Queryable, sha256: string): Promise<Buffer | undefined> {
  return readBlob(db, 'release_blobs', sha256);
}
