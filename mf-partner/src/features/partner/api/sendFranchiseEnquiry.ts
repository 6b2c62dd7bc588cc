import { apiPaths, type FranchiseEnquiry } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postMultipart } from '@gold/http/client';

/** The franchise enquiry (multipart): encrypted fields in `data`, the optional certificate file. */
export function sendFranchiseEnquiry(
  enquiry: FranchiseEnquiry,
  certificate: File | null,
): Promise<ApiAnswer<null>> {
  return postMultipart(
    apiPaths.franchiseEnquiry,
    enquiry,
    { professionalCertificate: certificate },
    () => null,
  );
}
