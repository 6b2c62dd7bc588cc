import type { FranchiseEnquiry } from '@gold/contracts';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { insertFranchiseEnquiry, type Database } from '../db';
import type { ReceivedCertificate } from './certificateUpload';

async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } catch {
    // Some platforms cannot sync a directory; the rename itself is still atomic there.
  } finally {
    await handle.close();
  }
}

/**
 * Stores the enquiry row and, when there is one, moves the certificate to its final name, so that
 * both are stored or neither: the row is committed only after the file is in place, and the file
 * is removed again if the commit fails.
 */
export async function saveFranchiseEnquiry(
  db: Database,
  enquiry: FranchiseEnquiry,
  certificate: ReceivedCertificate | null,
  uploadDir: string,
): Promise<number> {
  if (!certificate) return insertFranchiseEnquiry(db, enquiry, null);
  const finalPath = join(uploadDir, certificate.record.storedName);
  let moved = false;
  try {
    return await db.transaction(async (tx) => {
      const id = await insertFranchiseEnquiry(tx, enquiry, certificate.record);
      await rename(certificate.tempPath, finalPath);
      moved = true;
      await syncDirectory(uploadDir);
      return id;
    });
  } catch (error) {
    if (moved) await rm(finalPath, { force: true });
    throw error;
  }
}
