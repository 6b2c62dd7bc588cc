import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * One access line per request (method, URL, status, time) instead of Fastify's two, with the
 * fields an operator greps for at the top level. Errors are logged as Fastify logs them.
 */
class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}

/** The longest a line waits in the buffer: a quiet server's lines (its start) show within it. */
export const LOG_FLUSH_MS = 1000;

/**
 * An asynchronous, buffered destination (a file descriptor, stdout unless named) that writes
 * its buffer once 4 KB have gathered, and at least every `flushMs` whatever it holds.
 */
export function bufferedDestination(dest: number | string = 1, flushMs = LOG_FLUSH_MS) {
  const stream = pino.destination({ dest, sync: false, minLength: 4096 });
  // The callback takes the error a flush after the stream's end gives, instead of a throw.
  const flushing = setInterval(() => stream.flush(() => {}), flushMs);
  flushing.unref();
  stream.on('close', () => clearInterval(flushing));
  return stream;
}

/**
 * Fastify's logger for the real server. Lines go to stdout through an asynchronous buffer:
 * pino's default writes each line synchronously, and with two lines per request that was the
 * largest single cost of an API request under load. A crash can lose the last second of log,
 * never data: nothing is acknowledged to a visitor on the strength of a log line.
 */
export function serverLoggerOptions(
  level: string,
  stream: DestinationStream = bufferedDestination(),
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: { level, stream }, logController: new AccessLogController() };
}
