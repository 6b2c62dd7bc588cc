import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '@gold/config/server';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { evictionChoice } from './evictionChoice';
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
  /**
   * The rate (bytes a second, read and written) at which a connection answering a request is
   * moving bytes, and so is closed at the cap only when nothing else is left: the body-rate
   * floor (MIN_BODY_BYTES_PER_SECOND).
   */
  movingBytesPerSecond: number;
}

/** A connection's bytes (read and written) at a moment. */
interface Sample {
  at: number;
  bytes: number;
}

/**
 * An open connection: its client's address, how many of its requests are being answered, and
 * its bytes when its current request began and at each second since, the last few.
 */
interface Held {
  address: string;
  busy: number;
  samples: Sample[];
}

/** How long the log stays quiet after saying that the cap was reached. */
const CAP_LOG_QUIET_MS = 60_000;

/** Seconds over which a busy connection's rate is taken. */
const RATE_SECONDS = 5;

const sampleOf = (socket: Socket): Sample => ({
  at: Date.now(),
  bytes: socket.bytesRead + socket.bytesWritten,
});

/**
 * Whether a connection is answering a request and has moved bytes since its request began (or
 * over the last {@link RATE_SECONDS}) at `floor` a second or more.
 */
function isMoving(socket: Socket, { busy, samples }: Held, floor: number): boolean {
  const first = samples[0];
  if (busy === 0 || !first) return false;
  const now = sampleOf(socket);
  const moved = now.bytes - first.bytes;
  const seconds = (now.at - first.at) / 1000;
  return moved > 0 && seconds > 0 && moved / seconds >= floor;
}

/**
 * Caps the connections of a listener. Above `perClient` from one address, a new connection is
 * closed as it arrives, before a byte is read: one address trickling a thousand uploads would
 * otherwise take every descriptor. At `total`, a new connection is let in and one is closed in
 * its place ({@link evictionChoice}): never one moving bytes at `movingBytesPerSecond` while any
 * other is held, else one of the address that holds the most, an idle one (no request being
 * answered, or headers still trickling in) before a busy one, the oldest first. A newcomer is
 * never turned away for what others hold, many addresses holding their share each cannot shut
 * everyone else out (they lose their own connections first), and a visitor's upload outlasts a
 * flood of idle connections.
 */
export function limitConnections(
  server: Server,
  { perClient, total, movingBytesPerSecond }: ConnectionCaps,
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
  function* candidates(newcomer: Socket, ownAddress: Set<Socket>) {
    for (const [socket, entry] of held)
      if (socket !== newcomer)
        yield {
          socket,
          addressHolds: byAddress.get(entry.address)?.size ?? 0,
          newcomersAddress: ownAddress.has(socket),
          busy: entry.busy,
          moving: isMoving(socket, entry, movingBytesPerSecond),
        };
  }
  // Closes a connection in place of `newcomer`, already counted.
  const makeRoom = (newcomer: Socket, ownAddress: Set<Socket>) => {
    const victim = evictionChoice(candidates(newcomer, ownAddress))?.socket;
    if (!victim) return;
    forget(victim);
    victim.destroy();
    closedSinceLog += 1;
    if (Date.now() - lastCapLog < CAP_LOG_QUIET_MS) return;
    log?.warn(
      `connection cap of ${total} reached: closing idle or slow connections of the addresses holding the most (${closedSinceLog} since the last warning)`,
    );
    lastCapLog = Date.now();
    closedSinceLog = 0;
  };
  if (total !== undefined) {
    // Each second, the bytes of every connection answering a request, for its rate.
    const sample = setInterval(() => {
      for (const [socket, entry] of held)
        if (entry.busy > 0) {
          entry.samples.push(sampleOf(socket));
          if (entry.samples.length > RATE_SECONDS + 1) entry.samples.shift();
        }
    }, 1000);
    sample.unref();
    server.once('close', () => clearInterval(sample));
  }
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const sockets = byAddress.get(address) ?? new Set<Socket>();
    if (perClient > 0 && sockets.size >= perClient) {
      socket.destroy();
      return;
    }
    held.set(socket, { address, busy: 0, samples: [] });
    byAddress.set(address, sockets.add(socket));
    socket.once('close', () => forget(socket));
    if (total !== undefined && held.size > total) makeRoom(socket, sockets);
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const entry = held.get(request.socket);
    if (!entry) return;
    entry.busy += 1;
    entry.samples = [sampleOf(request.socket)];
    response.once('close', () => (entry.busy -= 1));
  });
}
