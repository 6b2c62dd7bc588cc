import type { FranchiseEnquiry } from '@gold/contracts';
import { faultPoint } from '../platform/faults/faultPoints';
import { type Database } from '../platform/database';
import { franchiseEnquiryUnder, insertFranchiseEnquiry, type StoredOnce } from './store';
import { storeBlob } from '../platform/database/blobs';
import type { ReceivedCertificate } from './certificateUpload';

/** A request with the same idempotency key stored the enquiry while this one was storing it. */
class StoredMeanwhile extends Error {}

/**
 * Stores the enquiry row and, when there is one, the certificate's bytes, in one transaction: both
 * are stored or neither.
 * Once per `idempotencyKey`: where a request with the key stored it already (or does meanwhile),
 * nothing is stored and that one is returned.
 */
export async function saveFranchiseEnquiry(
  db: Database,
  enquiry: FranchiseEnquiry,
  certificate: ReceivedCertificate | null,
  idempotencyKey?: string,
): Promise<StoredOnce> {
  const earlier = () => (idempotencyKey ? franchiseEnquiryUnder(db, idempotencyKey) : null);
  const before = await earlier();
  if (before) return before;
  const id = await db
    .transaction(async (tx) => {
      if (certificate) {
        await storeBlob(tx, 'certificate_blobs', certificate.content);
        faultPoint('enquiry:certificate-written');
      }
      const inserted = await insertFranchiseEnquiry(
        tx,
        enquiry,
        certificate?.record ?? null,
        idempotencyKey,
      );
      if (inserted === null) throw new StoredMeanwhile();
      if (certificate) faultPoint('enquiry:row-written');
      return inserted;
    })
    .catch((error: unknown) => {
      if (error instanceof StoredMeanwhile) return null;
      throw error;
    });
  if (id === null) {
    const meanwhile = await earlier();
    if (!meanwhile) throw new Error('franchise_enquiries: the insert returned no row');
    return meanwhile;
  }
  if (certificate) faultPoint('enquiry:committed');
  return { id, first: true };
}
