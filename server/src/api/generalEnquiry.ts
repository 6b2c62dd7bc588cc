import { generalEnquirySchema, messages } from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import { insertGeneralEnquiry } from './store';
import type { ApiDeps } from './apiDeps';
import { jsonEndpoint } from './envelope';
import { idempotencyKeyOf } from './idempotencyKey';

/**
 * inquiry/add: stores a general enquiry, once per idempotency key: a retry of a submission is
 * answered as the first, with nothing stored again.
 */
export function generalEnquiry({ db, key }: ApiDeps): RouteHandlerMethod {
  return jsonEndpoint(
    key,
    generalEnquirySchema,
    async (enquiry, request) => {
      await insertGeneralEnquiry(db, enquiry, idempotencyKeyOf(request));
      return null;
    },
    messages.enquirySent,
  );
}
