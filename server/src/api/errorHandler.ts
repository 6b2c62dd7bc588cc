import { messages, serverMessages } from '@gold/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../platform/database/databaseUnavailable';
import { ApiError, hasClientStatus } from './apiError';
import { failure } from './envelope';
import { formFields } from './formParts';

/** Clearer words for the client errors Fastify and its multipart parser raise themselves. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported Content-Type: send application/json (multipart/form-data to franchise/enquiry/add)',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send {"data": "<cipher text>"}',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_REQ_FILE_TOO_LARGE: messages.fileTooLarge,
  FST_PARTS_LIMIT: `Too many form parts: send "${formFields.data}" and at most one "${formFields.certificate}"`,
  FST_FILES_LIMIT: `Too many files: send at most one "${formFields.certificate}"`,
  FST_FIELDS_LIMIT: `Too many form fields: send one "${formFields.data}"`,
  FST_INVALID_JSON_FIELD_ERROR: `${formFields.data}: must be sent as text, not as JSON`,
};

const unexpectedMessage = 'Something went wrong, please try again later';

/**
 * Status and message of the answer to `error`: a 503 while the database is down (nothing was
 * stored: the visitor is told to send it again); anything else not known to be the client's fault
 * is a 500.
 */
function answerFor(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
  if (isDatabaseUnavailable(error))
    return { status: 503, message: serverMessages.databaseUnavailable };
  if (hasClientStatus(error)) {
    const { statusCode, code, message } = error as {
      statusCode: number;
      code?: string;
      message: string;
    };
    return { status: statusCode, message: (code && frameworkMessages[code]) ?? message };
  }
  return { status: 500, message: unexpectedMessage };
}

/** Answers every error of the API as a {flag: 0} envelope; never sends a stack trace. */
export function apiErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, message } = answerFor(error);
  if (status >= 500) request.log.error({ err: error }, 'API request failed');
  return reply.code(status).send(failure(message));
}

/** Answers requests to paths the API does not have. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(failure(`No API endpoint ${request.method} ${request.url.split('?')[0]}`));
}
