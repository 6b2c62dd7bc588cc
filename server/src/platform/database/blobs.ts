import { createHash } from 'node:crypto';
import type { Queryable } from './database';

/**
 * The tables of content-addressed bytes, both `(sha256 char(64) PRIMARY KEY, content bytea)`:
 * release files (public, shared by versions) and franchise certificates (visitors' personal
 * records). Kept apart so that what is public and what is personal never share a row.
 */
export type BlobTable = 'release_blobs' | 'certificate_blobs';

/** Hex SHA-256 of some bytes: the key they are stored under. */
export function sha256Of(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Stored bytes whose checksum no longer matches their key: damaged in the database. */
export class DamagedBlobError extends Error {
  constructor(table: BlobTable, sha256: string) {
    super(`${table}: the bytes stored under ${sha256} do not match that checksum`);
    this.name = 'DamagedBlobError';
  }
}

/** Stores bytes under their hash, once (bytes already stored are reused); returns the hash. */
export async function storeBlob(tx: Queryable, table: BlobTable, content: Buffer): Promise<string> {
  const sha256 = sha256Of(content);
  // As hex text: the embedded database converts a binary parameter byte by byte in JavaScript,
  // about 4x slower for a 5 MB certificate (PostgreSQL's client sends bytea as hex text anyway).
  await tx.query(
    `INSERT INTO ${table} (sha256, content) VALUES ($1, decode($2, 'hex')) ON CONFLICT DO NOTHING`,
    [sha256, content.toString('hex')],
  );
  return sha256;
}

/**
 * The bytes stored under a hash, checked against it; undefined when none are stored.
 * Throws {@link DamagedBlobError} when the bytes do not match.
 */
export async function readBlob(
  db: Queryable,
  table: BlobTable,
  sha256: string,
): Promise<Buffer | undefined> {
  const [row] = await db.query<{ content: Uint8Array }>(
    `SELECT content FROM ${table} WHERE sha256 = $1`,
    [sha256],
  );
  if (!row) return undefined;
  const content = Buffer.from(row.content);
  if (sha256Of(content) !== sha256) throw new DamagedBlobError(table, sha256);
  return content;
}

/**
 * Which of `hashes` are stored with bytes that match them, checked inside the database (the bytes
 * are not sent over the connection).
 */
export async function intactBlobs(
  db: Queryable,
  table: BlobTable,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.query<{ sha256: string }>(
    `SELECT sha256 FROM ${table}
      WHERE sha256 = ANY($1::char(64)[]) AND encode(sha256(content), 'hex') = sha256`,
    [[...new Set(hashes)]],
  );
  return new Set(rows.map((row) => row.sha256));
}
