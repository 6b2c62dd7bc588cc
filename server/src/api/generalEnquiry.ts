import { generalEnquirySchema, messages } from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import { insertGeneralEnquiry } from './store';
import type { ApiDeps } from './apiDeps';
import { jsonEndpoint } from './envelope';

/** inquiry/add: stores a general enquiry. */
export function generalEnquiry({ db, key }: ApiDeps): RouteHandlerMethod {
  return jsonEndpoint(
    key,
    generalEnquirySchema,
    async (enquiry) => {
      await insertGeneralEnquiry(db, enquiry);
      return null;
    },
    messages.enquirySent,
  );
}
