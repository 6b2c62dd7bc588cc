import { loadServerConfig } from '@gold/config/server';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFastify } from '../../app';
import { securityHardening } from './index';
import { securityHeaders } from './securityHeaders';

/** Written into every malformed request: no answer may give it back. */
const MARK = 'echo<script>x</script>';

/** An inline script the listener's policy allows: the refusals must allow it as its answers do. */
const inlineScripts = [`'sha256-${'A'.repeat(43)}='`];

let app: FastifyInstance;
let port: number;
/** How often a request reached the enquiry route. */
let reachedEnquiries = 0;

beforeAll(async () => {
  app = newFastify(loadServerConfig({}), false);
  await app.register(securityHardening, {
    rateLimits: { formsPerMinute: 5, beaconPerMinute: 5 },
    inlineScripts,
  });
  app.get('/remotes/:remote/:version/*', async () => 'a file');
  app.get('/', async () => 'home');
  app.post('/api/inquiry/add', async () => {
    reachedEnquiries += 1;
    return 'stored';
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
});

/** Sends `raw` as it is on a connection of its own; the whole answer, status line to body. */
function sendRaw(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

/** The status and headers (names in lower case) of a raw answer, and its body. */
function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const encodedMark = encodeURIComponent(MARK);
/** The end of a well-formed request's headers, asking the server to close once it answered. */
const close = 'Connection: close\r\n\r\n';

describe('answers to malformed requests', () => {
  it.each([
    [
      'a URL that does not decode',
      `GET /remotes/%E0%A4%A/1.0.0/${encodedMark} HTTP/1.1\r\nHost: a\r\n${close}`,
      400,
    ],
    ['a malformed request line', `GET /a ${MARK} b HTTP/1.1\r\nHost: a\r\n\r\n`, 400],
    ['a malformed header', `GET / HTTP/1.1\r\nHost: a\r\n${MARK}\r\n\r\n`, 400],
    ['no Host header', `GET /${encodedMark} HTTP/1.1\r\n${close}`, 400],
    ['an unknown method', `${MARK} / HTTP/1.1\r\nHost: a\r\n\r\n`, 400],
    [
      'headers too large',
      `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${MARK}${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a path parameter too long',
      `GET /remotes/${'a'.repeat(120)}${encodedMark}/1.0.0/x.js HTTP/1.1\r\nHost: a\r\n${close}`,
      414,
    ],
  ])('carry the security headers and no echo: %s', async (_what, raw, status) => {
    const answer = parsed(await sendRaw(raw));
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders(inlineScripts)))
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    expect(answer.body).not.toContain('echo');
    expect(answer.body).not.toContain('script');
    expect(answer.body).not.toContain('aaaaaaaaaa');
  });
});

describe('request ids of refused requests', () => {
  it.each([
    ['a URL that does not decode', `GET /remotes/%E0%A4%A/1.0.0/x HTTP/1.1\r\nHost: a\r\n${close}`],
    ['no Host header', `GET / HTTP/1.1\r\n${close}`],
    [
      'a path parameter too long',
      `GET /remotes/${'a'.repeat(130)}/1.0.0/x.js HTTP/1.1\r\nHost: a\r\n${close}`,
    ],
  ])('are sent back on the refusal of %s', async (_what, raw) => {
    const answer = parsed(await sendRaw(raw));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a request whose target is not a path', () => {
  it.each([
    ['absolute form', 'http://a/api/inquiry/add'],
    ['absolute form naming another host', 'http://evil.example/api/inquiry/add'],
    ['authority form', 'a:80'],
  ])(
    'is refused with 400 and the security headers before any route or check sees it: %s',
    async (_form, target) => {
      const raw = `POST ${target} HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n${close}`;
      const answer = parsed(await sendRaw(raw));
      expect(answer.status).toBe(400);
      expect(answer.headers['content-security-policy']).toBeDefined();
      expect(reachedEnquiries).toBe(0);
    },
  );

  it('is answered as before in origin form, and OPTIONS * stays a request of its own', async () => {
    const stored = parsed(
      await sendRaw(`POST /api/inquiry/add HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n${close}`),
    );
    expect([stored.status, reachedEnquiries]).toEqual([200, 1]);
    const options = parsed(await sendRaw(`OPTIONS * HTTP/1.1\r\nHost: a\r\n${close}`));
    expect(options.status).not.toBe(400);
  });
});
