import Fastify from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { bufferedDestination, serverLoggerOptions } from './serverLogger';
import { collectedLogLines } from '../../testing/logLines';

/** A server with the real logger options, its log lines collected as parsed JSON. */
async function loggedServer(level: string) {
  const { lines, stream } = collectedLogLines();
  const app = Fastify(serverLoggerOptions(level, stream));
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('disk on fire');
  });
  return { app, lines };
}

describe('server logging', () => {
  it('writes one access line per request with method, URL, status and time', async () => {
    const { app, lines } = await loggedServer('info');
    await app.inject({ method: 'GET', url: '/ok?x=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    const access = lines.filter((line) => line.msg === 'request');
    expect(
      lines.filter((line) => /incoming request|request completed/.test(String(line.msg))),
    ).toEqual([]);
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      method: 'GET',
      url: '/ok?x=1',
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(access[0]?.responseTimeMs).toEqual(expect.any(Number));
    expect(access[1]).toMatchObject({ url: '/missing', statusCode: 404 });
    await app.close();
  });

  it('still logs a failing request at error level with its error', async () => {
    const { app, lines } = await loggedServer('warn');
    await app.inject({ method: 'GET', url: '/broken' });
    expect(
      lines.some(
        (line) =>
          line.level === 50 &&
          (line.err as { message?: string } | undefined)?.message === 'disk on fire',
      ),
    ).toBe(true);
    await app.close();
  });

  it('writes no access lines above info', async () => {
    const { app, lines } = await loggedServer('warn');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines).toEqual([]);
    await app.close();
  });
});

describe('the buffered log destination', () => {
  it('writes a lone line within the flush interval, not only once 4 KB have gathered', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gold-log-'));
    const file = join(folder, 'server.log');
    const stream = bufferedDestination(file, 200);
    await new Promise((resolve) => stream.once('ready', resolve));
    pino(stream).info('site on http://localhost:8080');
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(readFileSync(file, 'utf8')).toContain('site on http://localhost:8080');
    stream.end();
    rmSync(folder, { recursive: true, force: true });
  });
});
