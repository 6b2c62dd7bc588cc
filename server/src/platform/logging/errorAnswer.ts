import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';

/** A visitor's page when the server failed: the reference is what support asks for. */
function errorPage(status: number, requestId: string): string {
  const title = status >= 500 ? 'Something went wrong' : (STATUS_CODES[status] ?? 'Error');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>Please try again later. If it keeps happening, tell us this reference: <code>${requestId}</code></p></body></html>`;
}

/**
 * The answer to an error no route's own handler answered (the API and /ops have theirs): Fastify's
 * usual fields plus the request's id, never a server error's own words; an HTML page to a browser
 * asking for a page. Server errors are logged with the id, so that the answer leads to the line.
 */
export function answerErrorsWithRequestId(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).header('Cache-Control', PRIVATE_NO_STORE);
    if (request.method === 'GET' && request.headers.accept?.includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(errorPage(status, request.id));
    return reply.send({
      statusCode: status,
      code: status < 500 ? error.code : undefined,
      error: STATUS_CODES[status] ?? 'Error',
      message: status < 500 ? error.message : 'Internal Server Error',
      requestId: request.id,
    });
  });
}
