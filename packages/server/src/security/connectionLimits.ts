import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '@gold/config/server';
import type { FastifyServerOptions } from 'fastify';
import { hostCheckLeftToFastify, malformedRequestOptions } from './malformedRequests';

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
      ...hostCheckLeftToFastify,
    },
    ...malformedRequestOptions,
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
