import type { IncomingMessage, Server } from 'node:http';
import type { ConnectionLimits } from '@gold/config/server';
import { hasUnreadBody } from './earlyAnswers';

/** A body being received: the bytes its connection had read when its current window began. */
interface Watched {
  request: IncomingMessage;
  windowStart: number;
  bytesAtStart: number;
}

/**
 * Whether the server, not the client, holds the body back: the request is paused, or its buffer
 * is full because nothing reads it yet (Node then stops reading the socket).
 */
function heldByServer(request: IncomingMessage): boolean {
  return (
    request.readableFlowing === false || request.readableLength >= request.readableHighWaterMark
  );
}

/**
 * Cuts the connection of a request whose body arrives slower than `minBodyBytesPerSecond`,
 * averaged over each window of `bodyRateWindowSeconds`: a body dripped a few bytes at a time
 * would otherwise hold its connection until the request timeout. A window in which the server
 * held the body back itself (a paused request, a full buffer) starts over instead of counting.
 * One timer per listener looks at every body in progress each second.
 */
export function enforceBodyRate(
  server: Server,
  { minBodyBytesPerSecond, bodyRateWindowSeconds }: ConnectionLimits,
): void {
  if (minBodyBytesPerSecond === 0) return;
  const windowMs = bodyRateWindowSeconds * 1000;
  const least = minBodyBytesPerSecond * bodyRateWindowSeconds;
  const watched = new Set<Watched>();
  const restart = (body: Watched) => {
    body.windowStart = Date.now();
    body.bytesAtStart = body.request.socket.bytesRead;
  };
  const check = () => {
    for (const body of watched) {
      const { request } = body;
      if (!hasUnreadBody(request) || request.socket.destroyed) watched.delete(body);
      else if (heldByServer(request)) restart(body);
      else if (Date.now() - body.windowStart < windowMs) continue;
      else if (request.socket.bytesRead - body.bytesAtStart >= least) restart(body);
      else {
        watched.delete(body);
        request.socket.destroy();
      }
    }
  };
  const timer = setInterval(check, 1000);
  timer.unref();
  server.once('close', () => clearInterval(timer));
  server.on('request', (request: IncomingMessage) => {
    if (!hasUnreadBody(request)) return;
    const body: Watched = { request, windowStart: 0, bytesAtStart: 0 };
    restart(body);
    watched.add(body);
  });
}
