import type { Multipart } from '@fastify/multipart';
import { certificateRules } from '@gold/contracts';
import type { FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from './apiDeps';
import { ApiError, hasClientStatus } from './apiError';

/** Names of the parts of the franchise enquiry form. */
export const formFields = { data: 'data', certificate: 'professionalCertificate' } as const;

/** Parser limits of the franchise form: one `data` field and at most one file. */
export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: JSON_BODY_LIMIT,
  // `data`, plus the empty text field some encoders send for a file input left empty.
  fields: 2,
  // One byte over the maximum is read so that an oversize file is seen as oversize, then cut.
  fileSize: certificateRules.maxBytes + 1,
  files: 1,
  parts: 2,
  headerPairs: 20,
};

/** The stream parser's own errors (broken boundaries, truncated parts) as a 400 refusal. */
export function malformedForm(error: unknown): unknown {
  if (error instanceof ApiError || hasClientStatus(error)) return error;
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return new ApiError(400, `Malformed multipart/form-data body${detail}`);
}

/** The parts of a multipart request in arrival order, with parser errors made client errors. */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw malformedForm(error);
  }
}

/**
 * Stops parsing a request refused before its end and lets the rest of its body flow away, so the
 * answer goes out and the connection stays usable instead of stalling on an unread upload.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}
