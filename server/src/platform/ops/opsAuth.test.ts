import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { json, OPS_TOKEN, withHardenedSite } from '../../testing/hardenedSite';

const site = withHardenedSite();

describe('ops endpoints', () => {
  const opsPaths = ['/ops/registry', '/ops/enquiries', '/ops/leads', '/ops/general-enquiries'];

  it.each(opsPaths)(
    '%s refuses a request without a token, or with a wrong one, with 401 and no details',
    async (url) => {
      // An address per path: more than ten failures from one would be throttled.
      const from = { 'x-forwarded-for': `192.0.2.${opsPaths.indexOf(url) + 1}` };
      for (const authorization of [
        undefined,
        'Bearer wrong-token',
        `Bearer ${OPS_TOKEN}x`,
        OPS_TOKEN,
        `Basic ${OPS_TOKEN}`,
      ]) {
        const response = await site.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { ...from, authorization } : from,
        });
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.json()).toEqual({
          error: 'a valid ops token is required',
          requestId: response.headers['x-request-id'],
        });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    },
  );

  /** A body of `size` bytes made as it is read, counting what the server took of it. */
  function countedBody(size: number) {
    const chunk = Buffer.alloc(16 * 1024, ' ');
    const counted = { read: 0, stream: undefined as unknown as Readable };
    counted.stream = new Readable({
      read() {
        if (counted.read >= size) return void this.push(null);
        counted.read += chunk.length;
        this.push(chunk);
      },
    });
    return counted;
  }

  it.each([
    ['a 50 MB body of unknown length', () => ({})],
    ['a 50 MB body that says so', () => ({ 'content-length': String(50 * 1024 * 1024) })],
  ])('refuses a stranger with 401 before reading %s', async (_what, lengthHeader) => {
    for (const url of ['/ops/registry/calculator/canary', '/ops/registry/calculator/versions']) {
      const body = countedBody(50 * 1024 * 1024);
      const response = await site.app.inject({
        method: 'POST',
        url,
        headers: { ...json, ...lengthHeader() },
        payload: body.stream,
      });
      expect(response.statusCode, url).toBe(401);
      expect(body.read, `bytes of the body read at ${url}`).toBe(0);
    }
  });

  it('refuses a stranger with 401, not 400, when the body is malformed JSON', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/ops/rates',
      headers: json,
      body: '{"karat18": ',
    });
    expect(response.statusCode).toBe(401);
  });

  it('paces an address after 10 wrong tokens (of 2,000 at once 11 are checked, the rest told to retry in a second), yet its right token works at once', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const right = { authorization: `Bearer ${OPS_TOKEN}` };
    const registry = (headers: Record<string, string>) =>
      site.app.inject({ method: 'GET', url: '/ops/registry', headers: { ...from, ...headers } });
    expect((await registry(right)).statusCode).toBe(200);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 2000 }, (_, i) => registry({ authorization: `Bearer wrong-${i}` })),
    );
    // One new token a second once paced: a busy machine that takes longer checks one more a second.
    const seconds = Math.floor((Date.now() - started) / 1000);
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(11);
    expect(checked).toBeLessThanOrEqual(11 + seconds);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2000 - checked);
    const paced = answers.find((answer) => answer.statusCode === 429)!;
    expect(paced.headers['retry-after']).toBe('1');
    expect(paced.json()).toEqual({
      error: expect.stringMatching(/too many failed/),
      requestId: paced.headers['x-request-id'],
    });

    expect((await registry(right)).statusCode).toBe(200);
    // A revoked or wrong token sent again is refused from memory, and locks nothing out.
    for (let i = 0; i < 20; i += 1)
      expect((await registry({ authorization: 'Bearer wrong-0' })).statusCode).toBe(401);
    expect((await registry(right)).statusCode).toBe(200);
  }, 30_000);

  it('answers an internal failure with a generic message, never the error or its stack', async () => {
    site.failOn('franchise_enquiries');
    const response = await site.app.inject({
      method: 'GET',
      url: '/ops/enquiries',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal error',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('simulated');
  });
});
