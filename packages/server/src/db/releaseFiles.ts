import { createHash } from 'node:crypto';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from './database';

/** A release file as the database holds it: its path in the build and its content's hash. */
export interface StoredReleaseFile {
  path: string;
  sha256: string;
  size: number;
}

/** Hex SHA-256 of a file's bytes: the key it is stored under. */
export function sha256Of(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
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
    const sha256 = sha256Of(content);
    await tx.query(
      'INSERT INTO release_blobs (sha256, content) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [sha256, content],
    );
    await tx.query(
      'INSERT INTO release_files (remote, version, path, sha256, size) VALUES ($1, $2, $3, $4, $5)',
      [remote, version, path, sha256, content.length],
    );
  }
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

/** The bytes stored under a hash, or undefined. */
export async function readReleaseBlob(db: Queryable, sha256: string): Promise<Buffer | undefined> {
  const [row] = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM release_blobs WHERE sha256 = $1',
    [sha256],
  );
  return row ? Buffer.from(row.content) : undefined;
}
