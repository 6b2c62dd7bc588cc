import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../database/databaseUnavailable';
import { PRIVATE_NO_STORE } from './cacheHeaders';
import { errorHandler } from './errorHandler';

// The shapes of the one error handler on the listeners' JSON and pages; the visitors' API gives
// it its envelope in api/errorHandler.ts.

/** The body of every refusal under /ops: what was wrong, each problem, and the request's id. */
export interface OpsErrorBody {
  error: string;
  details?: readonly string[];
  requestId: string;
}

/**
 * The error handler of /ops: `{error, details?, requestId}` (the shape of `OpsRefusal` in
 * @gold/registry/model, which the CLI and the release console read), a client error's words, a
 * 503 saying the database is unavailable (the change was not made, not refused), else a bare 500.
 */
export const opsErrorHandler = errorHandler({
  databaseUnavailable: DATABASE_UNAVAILABLE,
  unexpected: 'internal error',
  send: ({ message, details }, request, reply) =>
    reply.send({
      error: message,
      ...(details.length ? { details } : {}),
      requestId: request.id,
    } satisfies OpsErrorBody),
});

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
  app.setErrorHandler(
    errorHandler({
      databaseUnavailable: DATABASE_UNAVAILABLE,
      unexpected: 'Internal Server Error',
      send: ({ statusCode, message, details, code }, request, reply) => {
        reply.header('Cache-Control', PRIVATE_NO_STORE);
        if (request.method === 'GET' && request.headers.accept?.includes('text/html'))
          return reply.type('text/html; charset=utf-8').send(errorPage(statusCode, request.id));
        return reply.send({
          statusCode,
          code,
          error: STATUS_CODES[statusCode] ?? 'Error',
          message,
          ...(details.length ? { details } : {}),
          requestId: request.id,
        });
      },
    }),
  );
}
