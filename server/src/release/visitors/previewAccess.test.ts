import { connect, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteVersion } from '@gold/registry/model';
import { TokenSigner } from '../../platform/security/signedToken';
import { previewLinkExchange, previewOverrides, withoutGrant } from './previewAccess';
import { signPreviewGrant } from './previewGrants';

const signer = new TokenSigner('k'.repeat(32));
const published = new Map(
  ['calculator@1.0.0', 'calculator@1.2.0', 'calculator@1.3.0', 'home@1.0.0'].map((key) => [
    key,
    {} as RemoteVersion,
  ]),
);
/** Published, then ended by the guard or an operator. */
const ended = new Set(['calculator@1.2.0']);
/** Grants ops revoked. */
const revokedPreviews = new Set(['pv-revoked']);
const warnings: string[] = [];
let app: FastifyInstance;

const grantFor = (remote: 'calculator' | 'home', version: string, inMs = 60_000, id = 'pv-live') =>
  signPreviewGrant(signer, { id, remote, version, expiresAt: Date.now() + inMs });

beforeAll(async () => {
  app = Fastify({ logger: { level: 'warn', stream: { write: (line) => warnings.push(line) } } });
  await app.register(fastifyCookie);
  previewLinkExchange(app, signer, async () => revokedPreviews);
  app.get('/website/*', (request, reply) =>
    previewOverrides(request, reply, signer, {
      versions: published,
      revoked: ended,
      revokedPreviews,
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const page = (url: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, cookies });

describe('preview links', () => {
  it('exchange a valid grant for an HttpOnly, Lax cookie expiring with it, and go to the clean URL', async () => {
    const token = grantFor('calculator', '1.2.0');
    const answer = await page(`/website/Calculator?x=1&preview=${token}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/website/Calculator?x=1');
    const [cookie] = answer.cookies;
    expect(cookie).toMatchObject({
      name: 'mf_preview_calculator',
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    const expires = (cookie as { expires: Date }).expires.getTime();
    expect(Math.abs(expires - (Date.now() + 60_000))).toBeLessThan(2_000);
  });

  it('set nothing for a forged, expired or revoked grant, and still land on the page', async () => {
    for (const token of [
      'forged.grant',
      grantFor('calculator', '1.2.0', -1),
      grantFor('calculator', '1.3.0', 60_000, 'pv-revoked'),
    ]) {
      const answer = await page(`/website/Calculator?preview=${token}`);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/website/Calculator');
      expect(answer.cookies).toEqual([]);
    }
  });
});

describe('the address a preview link sends the browser to', () => {
  it.each([
    ['/website/..//evil.example/x?preview=t', '/website/home'],
    ['/website/../\\evil.example/x?preview=t', '/website/home'],
    ['/website/%2e%2e//evil.example?preview=t', '/website/home'],
    ['/website/../ops/?preview=t', '/website/home'],
    ['/website//evil.example?preview=t', '/website//evil.example'],
    ['/website/Calculator?x=1&preview=t', '/website/Calculator?x=1'],
  ])('is a path of the site however %s resolves: %s', (url, location) => {
    expect(withoutGrant(url)).toBe(location);
  });

  it('never starts with // or /\\ for a request sent raw with dot segments', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'GET /website/..//evil.example/x?preview=anything HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 303 See Other');
    expect(answer).toMatch(/\r\nlocation: \/website\/home\r\n/i);
  });
});

describe('the versions a page view is served', () => {
  it('ignore ?remotes= without a grant for exactly that remote@version, and log it', async () => {
    warnings.length = 0;
    expect((await page('/website/Calculator?remotes=calculator@1.2.0')).json()).toEqual({});
    const another = { mf_preview_calculator: grantFor('calculator', '1.0.0') };
    expect((await page('/website/Calculator?remotes=calculator@1.2.0', another)).json()).toEqual({
      calculator: '1.0.0',
    });
    expect(warnings.join('')).toContain('calculator@1.2.0 has no preview grant here');
  });

  it('give a browser holding a grant its version, with or without ?remotes= naming it', async () => {
    const cookies = { mf_preview_calculator: grantFor('calculator', '1.3.0') };
    expect((await page('/website/Calculator', cookies)).json()).toEqual({ calculator: '1.3.0' });
    expect((await page('/website/Calculator?remotes=calculator@1.3.0', cookies)).json()).toEqual({
      calculator: '1.3.0',
    });
  });

  it('ignore a grant for a version ended since (aborted or rolled back), and log it', async () => {
    warnings.length = 0;
    const cookies = { mf_preview_calculator: grantFor('calculator', '1.2.0') };
    expect((await page('/website/Calculator', cookies)).json()).toEqual({});
    expect((await page('/website/Calculator?remotes=calculator@1.2.0', cookies)).json()).toEqual(
      {},
    );
    expect(warnings.join('')).toContain(
      "the grant's calculator@1.2.0 was ended (aborted or rolled back)",
    );
  });

  it('ignore a grant ops revoked, clear its cookie, and log it', async () => {
    warnings.length = 0;
    const cookies = {
      mf_preview_calculator: grantFor('calculator', '1.3.0', 60_000, 'pv-revoked'),
    };
    const answer = await page('/website/Calculator', cookies);
    expect(answer.json()).toEqual({});
    expect(answer.cookies).toEqual([
      expect.objectContaining({ name: 'mf_preview_calculator', value: '' }),
    ]);
    expect(warnings.join('')).toContain('the grant pv-revoked for calculator@1.3.0 was revoked');
    const live = { mf_preview_calculator: grantFor('calculator', '1.3.0') };
    expect((await page('/website/Calculator', live)).cookies).toEqual([]);
  });

  it('ignore a grant that expired, one for another remote in the cookie, and one whose version is gone', async () => {
    for (const cookies of [
      { mf_preview_calculator: grantFor('calculator', '1.3.0', -1) },
      { mf_preview_calculator: grantFor('home', '1.0.0') },
      { mf_preview_calculator: grantFor('calculator', '1.9.0') },
      { mf_preview_calculator: 'not.agrant' },
    ])
      expect((await page('/website/Calculator', cookies)).json()).toEqual({});
  });
});
