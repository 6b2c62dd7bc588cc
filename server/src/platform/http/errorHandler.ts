import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/databaseUnavailable';
import { ClientError, hasClientStatus } from './clientError';

/** An error as what its answer says, before a listener gives it its shape. */
export interface ErrorAnswer {
  statusCode: number;
  /** Words for the caller: a client error's own, never a server error's. */
  message: string;
  details: readonly string[];
  /** Fastify's code of a client error it raised itself (FST_ERR_CTP_BODY_TOO_LARGE...). */
  code?: string;
}

/** How one listener words and shapes its error answers. */
export interface ErrorShape {
  /** What a caller is told when the database cannot be reached (a 503: send it again later). */
  databaseUnavailable: string;
  /** What a caller is told of a server error (a 500): never the error's own words. */
  unexpected: string;
  /** Clearer words for client errors Fastify and its plugins raise, by their code. */
  frameworkMessages?: Readonly<Record<string, string>>;
  /** Sends `answer` in this listener's shape (its status and headers are already set). */
  send(answer: ErrorAnswer, request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * What `error` answers: a {@link ClientError} or any error with a 4xx `statusCode` (Fastify's own)
 * its status and words; the database being down a 503 (nothing was changed: send it again);
 * anything else a 500 that says nothing of the error.
 */
function errorAnswerOf(error: unknown, shape: Omit<ErrorShape, 'send'>): ErrorAnswer {
  if (error instanceof ClientError)
    return { statusCode: error.statusCode, message: error.message, details: error.details };
  if (isDatabaseUnavailable(error))
    return { statusCode: 503, message: shape.databaseUnavailable, details: [] };
  if (hasClientStatus(error)) {
    const { code } = error as { code?: string };
    return {
      statusCode: error.statusCode,
      message: (code && shape.frameworkMessages?.[code]) ?? error.message,
      details: [],
      code,
    };
  }
  return { statusCode: 500, message: shape.unexpected, details: [] };
}

/**
 * The one error handler, shaped per listener: every error is answered by {@link errorAnswerOf},
 * so a client error is never a 500; server errors are logged with the request's id (the
 * database being down as a warning), a client error's `logReason` as a warning too.
 */
export function errorHandler(shape: ErrorShape) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const answer = errorAnswerOf(error, shape);
    if (error instanceof ClientError) {
      if (error.logReason) request.log.warn(`${error.message}: ${error.logReason}`);
      if (error.headers) reply.headers(error.headers);
    } else if (answer.statusCode === 503)
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
    else if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return shape.send(answer, request, reply.code(answer.statusCode));
  };
}
