import type { MultipartValue } from '@fastify/multipart';
import { franchiseEnquirySchema, type FranchiseEnquiry } from '@gold/contracts';
import type { FastifyRequest } from 'fastify';
import { ClientError } from '../platform/http/clientError';
import { receiveCertificate, type ReceivedCertificate } from './certificateUpload';
import { decryptAndValidate } from './envelope';
import { discardRestOfBody, formFields, formParts } from './formParts';

/** The checked contents of a franchise enquiry form. */
export interface FranchiseForm {
  enquiry: FranchiseEnquiry;
  certificate: ReceivedCertificate | null;
}

function cipherTextOf(part: MultipartValue): string {
  if (part.valueTruncated) throw new ClientError(413, `${formFields.data}: too large`);
  if (typeof part.value !== 'string' || part.value === '') {
    throw new ClientError(400, `${formFields.data}: must be the cipher text of the enquiry`);
  }
  return part.value;
}

/**
 * Reads the multipart form as it streams in: the encrypted enquiry from `data` (decrypted and
 * validated) and the optional certificate (checked and held in memory). Parts may come in either
 * order.
 */
export async function readFranchiseForm(
  request: FastifyRequest,
  key: string,
): Promise<FranchiseForm> {
  let enquiry: FranchiseEnquiry | undefined;
  let certificate: ReceivedCertificate | null = null;
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field' && part.fieldname === formFields.data) {
        if (enquiry) throw new ClientError(400, `${formFields.data}: sent more than once`);
        enquiry = decryptAndValidate(cipherTextOf(part), franchiseEnquirySchema, key);
      } else if (part.type === 'file' && part.fieldname === formFields.certificate) {
        certificate = await receiveCertificate(part);
      } else if (part.fieldname === formFields.certificate && part.value === '') {
        // Some encoders send a file input left empty as an empty text part.
      } else {
        if (part.type === 'file') part.file.resume();
        throw new ClientError(
          400,
          `Unexpected form part "${part.fieldname}": send "${formFields.data}" and optionally "${formFields.certificate}"`,
        );
      }
    }
    if (!enquiry) throw new ClientError(400, `${formFields.data}: required`);
    return { enquiry, certificate };
  } catch (error) {
    discardRestOfBody(request);
    throw error;
  }
}
