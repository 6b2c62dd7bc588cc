import { apiPaths, type GeneralEnquiry } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postEncrypted } from '@gold/http/client';

/**
 * inquiry/add: the visitor's request to be called back, as a general enquiry, stored once per
 * `idempotencyKey`. No data comes back.
 */
export function requestCallback(
  enquiry: GeneralEnquiry,
  idempotencyKey?: string,
): Promise<ApiAnswer<null>> {
  return postEncrypted(apiPaths.generalEnquiry, enquiry, () => null, { idempotencyKey });
}
