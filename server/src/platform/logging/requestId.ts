import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ProxyTrust } from '@gold/config/server';

/** The header a trusted proxy names a request by, and the one every answer names it in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id from a proxy may be: what HAProxy's `unique-id-format`, nginx's `$request_id`, UUIDs
 * and base64 make, and short enough for a log line. Anything else is replaced, never logged.
 */
const SAFE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** Whether the address a connection came from is a proxy this server trusts (TRUST_PROXY). */
export function trustsPeer(trust: ProxyTrust): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile([...trust]);
  return (address) => trusted(address, 0);
}

/**
 * The id of a request: the proxy's `X-Request-Id` when the connection comes from a trusted proxy
 * and the id is safe, so that the proxy's log and this server's name the same request; else a new
 * UUID. A client's own header is never taken: it could name its requests after somebody else's.
 */
export function requestIdOf(
  request: IncomingMessage,
  isTrusted: (address: string) => boolean,
): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const address = request.socket.remoteAddress;
  if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && address && isTrusted(address))
    return given;
  return randomUUID();
}

/** Fastify's options that name every request (its log lines carry `reqId`). */
export function requestIdOptions(
  trust: ProxyTrust,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  const isTrusted = trustsPeer(trust);
  return { requestIdHeader: false, genReqId: (request) => requestIdOf(request, isTrusted) };
}

/** Sends every answer of `app` with its request's id in `X-Request-Id`. Add before any hook. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
