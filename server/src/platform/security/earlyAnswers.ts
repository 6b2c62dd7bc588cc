import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How long a connection answered before its body was read stays open after the answer, not
 * reading: long enough for the answer to reach a client on a slow network before the close,
 * short enough that a refused upload holds its descriptor for seconds, not minutes.
 */
export const LINGER_MS = 2000;

/** Whether a request announces a body that has not all arrived yet. */
export function hasUnreadBody(request: IncomingMessage): boolean {
  if (request.complete) return false;
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined ||
    (length !== undefined && length.trim() !== '0')
  );
}

/**
 * Closes the connection of `request` once its answer has been written, without reading more of
 * its body. Node closes a `Connection: close` answer's socket with `destroySoon()`, at once; a
 * close with unread bytes waiting sends the client a reset, which may reach it before the answer
 * and erase it (RFC 9112, section 9.6). So the connection stops reading, sends the answer and
 * its end, and is cut `lingerMs` later (sooner when the client closes first).
 */
function closeAfterAnswer(request: IncomingMessage, lingerMs: number): void {
  const socket = request.socket;
  socket.destroySoon = () => {
    // Node's parser stops reading the socket once the paused request's buffer is full. Node 26
    // then resumes the request and its socket to drain the body (gigabytes a second on a fast
    // link), so both are paused again once it has.
    request.pause();
    setImmediate(() => {
      request.pause();
      socket.pause();
    });
    socket.end();
    const cut = setTimeout(() => socket.destroy(), lingerMs);
    socket.once('close', () => clearTimeout(cut));
  };
}

/**
 * An answer sent before the request's body was read (401, 403, 413, 415, 429, a refused upload)
 * says `Connection: close`, and the rest of the body is never read: Node would otherwise read it
 * to its end to keep the connection, gigabytes at a client's pace. Register before any route.
 */
export function closeAfterEarlyAnswers(app: FastifyInstance, lingerMs = LINGER_MS): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (hasUnreadBody(request.raw)) {
      reply.header('Connection', 'close');
      closeAfterAnswer(request.raw, lingerMs);
    }
    return payload;
  });
}
