import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { DEV_API_SOURCE_PATH, type DevApiSource } from '@gold/contracts';
import { STAND_IN_NOTICE, standInAnswer } from './apiStandIn';

type Next = (error?: unknown) => void;

/** Whether something accepts connections at `host:port`, asked anew each time (it may start later). */
export function listening(port: number, host = 'localhost'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A JSON request's body (the stand-in reads the payload of a calculation); others are drained. */
function jsonBody(request: IncomingMessage): Promise<string> {
  const json = (request.headers['content-type'] ?? '').startsWith('application/json');
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    request.on('data', (chunk: Buffer) => {
      if (json) chunks.push(chunk);
    });
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(value));
}

/**
 * The dev-server middleware of a remote started alone, before its /api proxy: while the local
 * server listens on `port` the request goes on to the proxy; while nothing does, the development
 * stand-in answers (see {@link standInAnswer}), marked as such in its message and a header, and
 * the terminal says so once per change. It also answers {@link DEV_API_SOURCE_PATH}, where the
 * page learns which of the two answers it.
 */
export function localApiOrStandIn({ port, aesKey }: { port: number; aesKey: string }) {
  const server = `http://localhost:${port}`;
  let lastSource: DevApiSource['answeredBy'] | undefined;
  return async (request: IncomingMessage, response: ServerResponse, next: Next) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const asksSource = path === DEV_API_SOURCE_PATH;
    if (!asksSource && !path.startsWith('/api/')) return next();
    try {
      const answeredBy = (await listening(port)) ? 'server' : 'stand-in';
      if (answeredBy !== lastSource)
        console.warn(
          answeredBy === 'server'
            ? `[dev] /api goes to the local server at ${server}`
            : `[dev] no server at ${server}: /api is answered by the ${STAND_IN_NOTICE}`,
        );
      lastSource = answeredBy;
      if (asksSource) return sendJson(response, 200, { answeredBy, server } satisfies DevApiSource);
      if (answeredBy === 'server') return next();
      const body = await jsonBody(request);
      const { status, envelope } = standInAnswer(path.slice('/api/'.length), body, aesKey);
      response.setHeader('X-Development-Stand-In', STAND_IN_NOTICE);
      sendJson(response, status, envelope);
    } catch (error) {
      next(error);
    }
  };
}
