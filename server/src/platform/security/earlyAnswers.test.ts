import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, Agent } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER_MS, closeAfterEarlyAnswers } from './earlyAnswers';

let app: FastifyInstance;
let port: number;
/** What the server read of each connection, once closed, by the client's port. */
const readByServer = new Map<number, number>();

beforeAll(async () => {
  app = Fastify({ logger: false });
  closeAfterEarlyAnswers(app);
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== 'Bearer ok') return reply.code(401).send('no token');
  });
  app.post('/upload', (request, reply) => reply.send({ got: String(request.body).length }));
  app.get('/page', async () => 'page');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.server.on('connection', (socket: Socket) => {
    const clientPort = socket.remotePort ?? 0;
    socket.once('close', () => readByServer.set(clientPort, socket.bytesRead));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(() => app?.close());

/**
 * Sends an upload that never ends, as fast as the server takes it, without a token. Settles with
 * what came back, how long after the answer the connection closed, and what the server read.
 */
function endlessUpload(): Promise<{ text: string; closedAfterAnswerMs: number; sent: number }> {
  return new Promise((resolve) => {
    // Half-open, as an uploading client that goes on sending after the server's end: Node 26
    // closes a socket that is not half-open as soon as the server's end arrives.
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true }, () => {
      socket.write(
        'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000000000\r\n\r\n',
      );
      const pump = () => {
        while (!socket.destroyed && socket.write(chunk)) sent += chunk.length;
        if (!socket.destroyed) socket.once('drain', pump);
      };
      pump();
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let text = '';
    let answeredAt = 0;
    socket.on('data', (data: Buffer) => {
      text += data.toString();
      answeredAt ||= Date.now();
    });
    socket.on('error', () => undefined);
    socket.once('close', () =>
      resolve({ text, closedAfterAnswerMs: Date.now() - answeredAt, sent }),
    );
  });
}

describe('an answer sent before the body is read', () => {
  it('reaches the client with Connection: close, and the rest of an endless upload is never read', async () => {
    const { text, closedAfterAnswerMs, sent } = await endlessUpload();
    expect(text).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toMatch(/no token$/);
    expect(closedAfterAnswerMs).toBeGreaterThanOrEqual(LINGER_MS - 100);
    expect(closedAfterAnswerMs).toBeLessThan(5000);
    await expect.poll(() => readByServer.size).toBeGreaterThan(0);
    const read = Math.max(...readByServer.values());
    // A few buffers' worth (the socket's, the request's), not what the client pushed for 2 s.
    expect(read).toBeLessThan(4 * 1024 * 1024);
    expect(sent).toBeGreaterThan(read);
  });

  it('leaves the connection open after an answer to a body read to its end, or to no body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, body?: string, token = 'Bearer ok') =>
      new Promise<{ status: number; connection?: string; port: number }>((resolve, reject) => {
        const outgoing = httpRequest(
          {
            agent,
            host: '127.0.0.1',
            port,
            path,
            method: body === undefined ? 'GET' : 'POST',
            headers: { authorization: token, 'content-type': 'text/plain' },
          },
          (response) => {
            const localPort = response.socket.localPort ?? 0;
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                port: localPort,
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    try {
      const answers = [
        await send('/upload', 'x'.repeat(100_000)),
        await send('/page', undefined, 'none'),
        await send('/page'),
      ];
      expect(answers.map(({ status, connection }) => [status, connection])).toEqual([
        [200, 'keep-alive'],
        [401, 'keep-alive'],
        [200, 'keep-alive'],
      ]);
      expect(new Set(answers.map((answer) => answer.port)).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
