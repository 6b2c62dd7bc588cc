import { apiPaths, type FranchiseEnquiry } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postMultipart } from '@gold/http/client';

/**
 * The franchise enquiry (multipart): encrypted fields in `data`, the optional certificate file;
 * stored once per `idempotencyKey`, however often it is sent.
 */
export function sendFranchiseEnquiry(
  enquiry: FranchiseEnquiry,
  certificate: File | null,
  idempotencyKey?: string,
): Promise<ApiAnswer<null>> {
  return postMultipart(
    apiPaths.franchiseEnquiry,
    enquiry,
    { professionalCertificate: certificate },
    () => null,
    { idempotencyKey },
  );
}
