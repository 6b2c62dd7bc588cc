import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { headersOf } from './securityHeaders';
import { REQUEST_ID_HEADER } from '../logging/requestId';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/** The status Node's parser error deserves (Node answers these before Fastify sees a request). */
function statusOf(error: { code?: string }): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_HEADER_TIMEOUT') return 408;
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/**
 * Answers a request Node refused before Fastify saw it (malformed, headers too large, too slow)
 * with the same security headers as every other answer, and closes the connection.
 */
function answerClientError(this: FastifyInstance, error: { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const body = JSON.stringify({ error: reasons[status] });
  const headers = Object.entries({
    ...headersOf(this),
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reasons[status]}\r\n${headers}\r\n${body}`);
}

/**
 * A refusal with the security headers and the status's name alone: never the path it refused.
 * Fastify's router refuses before any hook runs, so the request id is sent from here.
 */
function refuse(reply: FastifyReply, status: number) {
  return reply
    .code(status)
    .headers(headersOf(reply.server))
    .header(REQUEST_ID_HEADER, reply.request.id)
    .type('application/json')
    .send({ error: reasons[status] ?? reasons[400] });
}

/**
 * Fastify's options for requests its router or Node refuse: a URL that does not decode, a path
 * parameter too long (Fastify's own answers name the path and carry no header of ours), and
 * Node's parser errors. Node's answer to an HTTP/1.1 request without Host is left to
 * {@link refuseMissingHost}, as Node would send it bare.
 */
export const malformedRequestOptions: FastifyServerOptions = {
  frameworkErrors: (error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 400;
    return refuse(reply, status in reasons ? status : 400);
  },
  clientErrorHandler: answerClientError,
};

/** Node's setting that answers an HTTP/1.1 request without Host itself: off, for the hook below. */
export const hostCheckLeftToFastify = { requireHostHeader: false };

/** Answers 400, with the security headers, an HTTP/1.1 request without Host (as Node would). */
export function refuseMissingHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      reply.header('Connection', 'close');
      return refuse(reply, 400);
    }
  });
}

/**
 * Answers 400, with the security headers, a request whose target is not a path (absolute form,
 * `POST http://host/api/...`): the router routes it by its path, while every check that reads the
 * request line (the XSRF guard, the beacon's, the source-map guard, static headers) would see a
 * URL that starts with neither. Browsers send a path to an origin server; only a proxy takes the
 * absolute form. `OPTIONS *` stays a request of its own.
 */
export function refuseAbsoluteTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '';
    if (target.startsWith('/') || (request.method === 'OPTIONS' && target === '*')) return;
    reply.header('Connection', 'close');
    return refuse(reply, 400);
  });
}
