import { apiPaths, type GeneralEnquiry } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import { postEncrypted } from '@gold/http/client';

/** inquiry/add: the visitor's request to be called back, as a general enquiry. No data comes back. */
export function requestCallback(enquiry: GeneralEnquiry): Promise<ApiAnswer<null>> {
  return postEncrypted(apiPaths.generalEnquiry, enquiry, () => null);
}
