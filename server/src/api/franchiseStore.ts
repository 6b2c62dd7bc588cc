import type { FranchiseEnquiry } from '@gold/contracts';
import { readFile } from 'node:fs/promises';
import { faultPoint } from '../platform/faults/faultPoints';
import { type Database } from '../platform/database';
import { insertFranchiseEnquiry } from './store';
import { storeBlob } from '../platform/database/blobs';
import type { ReceivedCertificate } from './certificateUpload';

/**
 * Stores the enquiry row and, when there is one, the certificate's bytes, in one transaction: both
 * are stored or neither. The bytes come from the upload's temporary file, which the caller removes.
 */
export async function saveFranchiseEnquiry(
  db: Database,
  enquiry: FranchiseEnquiry,
  certificate: ReceivedCertificate | null,
): Promise<number> {
  if (!certificate) return insertFranchiseEnquiry(db, enquiry, null);
  const content = await readFile(certificate.tempPath);
  const id = await db.transaction(async (tx) => {
    const sha256 = await storeBlob(tx, 'certificate_blobs', content);
    // The file was hashed as it arrived: different bytes now mean the disk changed them.
    if (sha256 !== certificate.record.sha256)
      throw new Error(`the certificate's temporary file changed after it was received`);
    faultPoint('enquiry:certificate-written');
    const inserted = await insertFranchiseEnquiry(tx, enquiry, certificate.record);
    faultPoint('enquiry:row-written');
    return inserted;
  });
  faultPoint('enquiry:committed');
  return id;
}
