import { readdir } from 'node:fs/promises';
import type { Queryable } from '../platform/database';
import { readBlob } from '../platform/database/blobs';

/**
 * Everything stored of certificates, for tests that count what a request wrote: the stored name of
 * each enquiry whose bytes are in the database, `file NAME` for each file in the uploads folder
 * (none should stay there), and `unreferenced SHA256` for bytes no enquiry refers to.
 */
export async function storedCertificates(db: Queryable, uploadDir: string): Promise<string[]> {
  const stored = await db.query<{ name: string }>(
    `SELECT e.certificate_stored_name AS name FROM franchise_enquiries e
       JOIN certificate_blobs b ON b.sha256 = e.certificate_sha256`,
  );
  const unreferenced = await db.query<{ sha256: string }>(
    `SELECT sha256 FROM certificate_blobs b WHERE NOT EXISTS
       (SELECT 1 FROM franchise_enquiries e WHERE e.certificate_sha256 = b.sha256)`,
  );
  // No folder (or a file in its place, as a disk fault test puts there) holds no file.
  const files = await readdir(uploadDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
  return [
    ...stored.map((row) => row.name),
    ...files.map((name) => `file ${name}`),
    ...unreferenced.map((row) => `unreferenced ${row.sha256}`),
  ].sort();
}

/** The bytes stored for the certificate with this stored name, checksum verified, or null. */
export async function storedCertificateBytes(
  db: Queryable,
  storedName: string,
): Promise<Buffer | null> {
  const [row] = await db.query<{ sha256: string }>(
    'SELECT certificate_sha256 AS sha256 FROM franchise_enquiries WHERE certificate_stored_name = $1',
    [storedName],
  );
  return (row && (await readBlob(db, 'certificate_blobs', row.sha256))) ?? null;
}
