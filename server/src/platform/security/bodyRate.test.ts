import { loadServerConfig } from '@gold/config/server';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceBodyRate } from './bodyRate';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify({ logger: false });
  const { connectionLimits } = loadServerConfig({
    MIN_BODY_BYTES_PER_SECOND: '1000',
    BODY_RATE_WINDOW_SECONDS: '2',
  });
  enforceBodyRate(app.server, connectionLimits);
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer', bodyLimit: 10_000_000 },
    (_r, body, done) => done(null, body),
  );
  // The server holds a body back itself: it reads nothing for two windows and more.
  app.addHook('onRequest', async (request) => {
    if (request.url === '/busy') await sleep(4500);
  });
  const length = (request: FastifyRequest, reply: FastifyReply) =>
    reply.send(`got ${(request.body as Buffer).length}`);
  app.post('/upload', length);
  app.post('/busy', length);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(() => app?.close());

/**
 * Sends a body of `length` bytes to `path` in `step`-byte pieces every `everyMs`; settles with
 * the answer's status line ('' when there was none) and when the connection closed.
 */
function send(path: string, length: number, step: number, everyMs: number) {
  const started = Date.now();
  return new Promise<{ status: string; ms: number }>((resolve) => {
    let text = '';
    const socket = connect({ host: '127.0.0.1', port }, async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      for (let sent = 0; sent < length && !socket.destroyed; sent += step) {
        socket.write(Buffer.alloc(Math.min(step, length - sent), 'a'));
        await sleep(everyMs);
      }
    });
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('close', () =>
      resolve({ status: text.split('\r\n')[0] ?? '', ms: Date.now() - started }),
    );
  });
}

describe('the minimum body rate', () => {
  it('cuts a dripping body after its window, and lets a slow but steady one and one the server holds back arrive', async () => {
    const [drip, steady, heldBack] = await Promise.all([
      // 50 bytes a second, a twentieth of the minimum.
      send('/upload', 100_000, 10, 200),
      // 2,000 bytes a second for 4.5 s, twice the minimum.
      send('/upload', 9000, 400, 200),
      // All at once, then nothing read for 4.5 s.
      send('/busy', 300_000, 300_000, 0),
    ]);
    expect(drip.status).toBe('');
    expect(drip.ms).toBeGreaterThanOrEqual(1900);
    expect(drip.ms).toBeLessThan(4000);
    expect(steady.status).toBe('HTTP/1.1 200 OK');
    expect(heldBack.status).toBe('HTTP/1.1 200 OK');
  }, 15_000);
});
