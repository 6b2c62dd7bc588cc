import { messages, serverMessages } from '@gold/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from '../platform/http/errorHandler';
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

/**
 * The one error handler in the API's shape: every error as a {flag: 0} envelope with its status
 * (a 503 while the database is down: nothing was stored, the visitor is told to send it again);
 * never a stack trace.
 */
export const apiErrorHandler = errorHandler({
  databaseUnavailable: serverMessages.databaseUnavailable,
  unexpected: 'Something went wrong, please try again later',
  frameworkMessages,
  send: ({ message }, _request, reply) => reply.send(failure(message)),
});

/** Answers requests to paths the API does not have. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(failure(`No API endpoint ${request.method} ${request.url.split('?')[0]}`));
}
