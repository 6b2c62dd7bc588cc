import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '@gold/config/server';
import type { FastifyServerOptions } from 'fastify';
import { SECURITY_HEADERS } from './securityHeaders';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
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
function answerClientError(error: { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const body = JSON.stringify({ error: reasons[status] });
  const headers = Object.entries({
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reasons[status]}\r\n${headers}\r\n${body}`);
}

/**
 * Fastify's options for the limits: headers, an idle connection (a stalled upload) and a whole
 * request are cut after their time. Node checks the request and header deadlines on an interval,
 * every 30 s by default; every second keeps a cut close to its deadline.
 */
export function connectionLimitOptions(limits: ConnectionLimits): FastifyServerOptions {
  return {
    connectionTimeout: limits.idleSeconds * 1000,
    requestTimeout: limits.requestSeconds * 1000,
    http: {
      headersTimeout: limits.headersSeconds * 1000,
      requestTimeout: limits.requestSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: answerClientError,
  } as FastifyServerOptions;
}

/**
 * Caps the connections one client address holds open: the ones above `perClient` are closed as
 * they arrive, before a byte is read. One address trickling a thousand uploads would otherwise
 * take the process's file descriptors from every other visitor.
 */
export function capConnectionsPerClient(server: Server, perClient: number): void {
  if (perClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
