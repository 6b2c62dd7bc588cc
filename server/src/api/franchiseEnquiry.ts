import { messages } from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import type { ApiDeps } from './apiDeps';
import { ClientError } from '../platform/http/clientError';
import { success } from './envelope';
import { readFranchiseForm } from './franchiseForm';
import { saveFranchiseEnquiry } from './franchiseStore';
import { idempotencyKeyOf } from './idempotencyKey';

/**
 * franchise/enquiry/add (multipart): the encrypted enquiry in `data` and an optional certificate
 * file in `professionalCertificate`. Answers flag 1 only once the row and the certificate's bytes are both committed,
 * or once it finds them committed by an earlier request with the same idempotency key.
 */
export function franchiseEnquiry({ db, key }: ApiDeps): RouteHandlerMethod {
  return async (request, reply) => {
    if (!request.isMultipart()) {
      throw new ClientError(415, 'Content-Type must be multipart/form-data');
    }
    const idempotencyKey = idempotencyKeyOf(request);
    const { enquiry, certificate } = await readFranchiseForm(request, key);
    await saveFranchiseEnquiry(db, enquiry, certificate, idempotencyKey);
    return reply.send(success(null, key, messages.enquirySent));
  };
}
