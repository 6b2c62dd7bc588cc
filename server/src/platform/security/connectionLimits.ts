import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '@gold/config/server';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { hostCheckLeftToFastify, malformedRequestOptions } from './malformedRequests';

/**
 * Fastify's options for the limits: headers, an idle connection (a stalled upload), a whole
 * request and an idle kept-alive connection are cut after their time. Node checks the request and header deadlines on an interval,
 * every 30 s by default; every second keeps a cut close to its deadline.
 */
export function connectionLimitOptions(limits: ConnectionLimits): FastifyServerOptions {
  return {
    connectionTimeout: limits.idleSeconds * 1000,
    requestTimeout: limits.requestSeconds * 1000,
    keepAliveTimeout: limits.keepAliveSeconds * 1000,
    http: {
      headersTimeout: limits.headersSeconds * 1000,
      requestTimeout: limits.requestSeconds * 1000,
      connectionsCheckingInterval: 1000,
      ...hostCheckLeftToFastify,
    },
    ...malformedRequestOptions,
  } as FastifyServerOptions;
}

/** What a listener may hold: see {@link limitConnections}. */
export interface ConnectionCaps {
  /** Open connections one client address may hold; 0 for no cap. */
  perClient: number;
  /** Open connections the listener holds at most; none when undefined. */
  total?: number;
}

/** An open connection: its client's address, and how many of its requests are being answered. */
interface Held {
  address: string;
  busy: number;
}

/** How long the log stays quiet after saying that the cap was reached. */
const CAP_LOG_QUIET_MS = 60_000;

/**
 * Caps the connections of a listener. Above `perClient` from one address, a new connection is
 * closed as it arrives, before a byte is read: one address trickling a thousand uploads would
 * otherwise take every descriptor. At `total`, a new connection is let in and one is closed in
 * its place: one of the address that holds the most, an idle one (no request being answered, or
 * headers still trickling in) before a busy one, the oldest first. A newcomer is never turned
 * away for what others hold, and many addresses holding their share each cannot shut everyone
 * else out: they lose their own connections first.
 */
export function limitConnections(
  server: Server,
  { perClient, total }: ConnectionCaps,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): void {
  if (perClient <= 0 && total === undefined) return;
  const held = new Map<Socket, Held>();
  // Each address's sockets in the order they came, the oldest first.
  const byAddress = new Map<string, Set<Socket>>();
  let lastCapLog = -Infinity;
  let closedSinceLog = 0;
  const forget = (socket: Socket) => {
    const entry = held.get(socket);
    if (!entry) return;
    held.delete(socket);
    const sockets = byAddress.get(entry.address);
    sockets?.delete(socket);
    if (sockets?.size === 0) byAddress.delete(entry.address);
  };
  // Closes a connection in place of `newcomer`, already counted: one of the address that holds the
  // most, the newcomer's own on a tie unless the newcomer is all it holds.
  const makeRoom = (newcomer: Socket, ownAddress: Set<Socket>) => {
    let most = ownAddress.size > 1 ? ownAddress : undefined;
    for (const sockets of byAddress.values())
      if (sockets !== ownAddress && sockets.size > (most?.size ?? 0)) most = sockets;
    if (!most) return;
    const others = [...most].filter((socket) => socket !== newcomer);
    const victim = others.find((socket) => held.get(socket)?.busy === 0) ?? others[0];
    if (!victim) return;
    forget(victim);
    victim.destroy();
    closedSinceLog += 1;
    if (Date.now() - lastCapLog < CAP_LOG_QUIET_MS) return;
    log?.warn(
      `connection cap of ${total} reached: closing connections of the addresses holding the most (${closedSinceLog} since the last warning)`,
    );
    lastCapLog = Date.now();
    closedSinceLog = 0;
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const sockets = byAddress.get(address) ?? new Set<Socket>();
    if (perClient > 0 && sockets.size >= perClient) {
      socket.destroy();
      return;
    }
    held.set(socket, { address, busy: 0 });
    byAddress.set(address, sockets.add(socket));
    socket.once('close', () => forget(socket));
    if (total !== undefined && held.size > total) makeRoom(socket, sockets);
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const entry = held.get(request.socket);
    if (!entry) return;
    entry.busy += 1;
    response.once('close', () => (entry.busy -= 1));
  });
}
