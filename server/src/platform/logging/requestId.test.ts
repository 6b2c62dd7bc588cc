import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ProxyTrust } from '@gold/config/server';
import { answerErrorsWithRequestId } from '../http/errorShapes';
import { echoRequestId, requestIdOptions } from './requestId';
import { serverLoggerOptions } from './serverLogger';
import { collectedLogLines } from '../../testing/logLines';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A server named as the real ones are, behind `trust`, its log lines collected. */
function namedServer(trust: ProxyTrust) {
  const { lines, stream } = collectedLogLines();
  const app = Fastify({ ...serverLoggerOptions('info', stream), ...requestIdOptions(trust) });
  echoRequestId(app);
  answerErrorsWithRequestId(app);
  app.get('/ok', (request, reply) => {
    request.log.info('working on it');
    return reply.send({ ok: true });
  });
  app.get('/broken', async () => {
    throw new Error('disk on fire');
  });
  return { app, lines };
}

/** The id a request from `remoteAddress` saying `X-Request-Id: given` is known by. */
async function idOf(trust: ProxyTrust, remoteAddress: string, given?: string) {
  const { app } = namedServer(trust);
  const answer = await app.inject({
    url: '/ok',
    remoteAddress,
    headers: given === undefined ? {} : { 'x-request-id': given },
  });
  return answer.headers['x-request-id'];
}

describe('request ids', () => {
  it("takes a trusted proxy's X-Request-Id, by address or by hop count", async () => {
    expect(await idOf(['10.0.0.5'], '10.0.0.5', 'haproxy-1f2e:42_abc')).toBe('haproxy-1f2e:42_abc');
    expect(await idOf(['10.0.0.0/8'], '10.1.2.3', 'a1b2c3')).toBe('a1b2c3');
    expect(await idOf(['loopback'], '127.0.0.1', 'local-1')).toBe('local-1');
    expect(await idOf(1, '192.0.2.9', 'hop-1')).toBe('hop-1');
  });

  it('makes its own for a client that is not a trusted proxy', async () => {
    expect(await idOf(false, '10.0.0.5', 'chosen-by-client')).toMatch(UUID);
    expect(await idOf(['10.0.0.5'], '10.0.0.6', 'chosen-by-client')).toMatch(UUID);
    expect(await idOf(['10.0.0.5'], '10.0.0.5')).toMatch(UUID);
  });

  it("replaces a trusted proxy's id that is too long or not made of safe characters", async () => {
    for (const bad of ['', 'x'.repeat(129), 'two words', 'a"b', '<script>', 'ключ', 'a;b'])
      expect(await idOf(['10.0.0.5'], '10.0.0.5', bad), bad).toMatch(UUID);
    expect(await idOf(['10.0.0.5'], '10.0.0.5', 'x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('gives each request its own id', async () => {
    const { app } = namedServer(false);
    const ids = new Set<unknown>();
    for (let i = 0; i < 5; i += 1)
      ids.add((await app.inject({ url: '/ok' })).headers['x-request-id']);
    expect(ids.size).toBe(5);
  });

  it('puts the id on every log line of the request, on the answer and in an error body', async () => {
    const { app, lines } = namedServer(['127.0.0.1']);
    const ok = await app.inject({ url: '/ok', headers: { 'x-request-id': 'proxy-7' } });
    expect(ok.headers['x-request-id']).toBe('proxy-7');
    const ofOk = lines.filter((line) => line.reqId === 'proxy-7').map((line) => line.msg);
    expect(ofOk).toEqual(['working on it', 'request']);

    const broken = await app.inject({ url: '/broken', headers: { 'x-request-id': 'proxy-8' } });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['x-request-id']).toBe('proxy-8');
    expect(broken.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      requestId: 'proxy-8',
    });
    const failed = lines.find((line) => line.reqId === 'proxy-8' && line.level === 50);
    expect(failed?.err).toMatchObject({ message: 'disk on fire' });
  });

  it('gives a browser asking for a page an error page with the reference', async () => {
    const { app } = namedServer(false);
    const page = await app.inject({ url: '/broken', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<code>${page.headers['x-request-id']}</code>`);
    expect(page.body).not.toContain('disk on fire');
  });
});
