import { certificateBytes } from '@gold/contracts/testing';
import { apiPaths, goldRateViewRequest } from '@gold/contracts';
import { encryptPayload } from '@gold/cipher/node';
import { loadServerConfig, type ServerConfig } from '@gold/config/server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, newFastify } from '../../app';
import { INLINE_SCRIPT_SOURCES } from '../../site/inlineScripts';
import type { Database } from '../database';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { shellTemplate } from '../../testing/shellTemplate';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import {
  encodeForm,
  franchiseForm,
  seededRandom,
  validEnquiry,
  validLead,
  xsrfHeaders,
} from '../../testing/requestFixtures';

const OPS_TOKEN = 'test-ops-token-0123456789';

/** Which query the database refuses, to stand for an internal failure. */
let failingTable: string | null = null;

function faultyDatabase(db: Database): Database {
  const query: Database['query'] = (sql, params) => {
    if (failingTable && sql.includes(failingTable)) {
      throw new Error(`simulated failure at /srv/secret/path/${failingTable}.ts:42`);
    }
    return db.query(sql, params);
  };
  return { ...db, query };
}

let testDb: TestDatabase;
let shellDist: string;
let app: FastifyInstance;
let key: string;

/** The whole server on the stand-in shell, without a logger; /ops on `opsApp` when given. */
const siteOn = (config: ServerConfig, db: Database, opsApp?: FastifyInstance) =>
  buildApp({
    config,
    db,
    webRoot: shellDist,
    shellDist,
    autoPublish: false,
    logger: false,
    opsApp,
  });

beforeAll(async () => {
  testDb = await openTestDatabase();
  // A stand-in for the shell's build: these tests must not need a build of the apps.
  shellDist = await mkdtemp(join(tmpdir(), 'gold-shell-'));
  await writeFile(join(shellDist, 'index.html'), shellTemplate());
  await writeFile(join(shellDist, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  await writeFile(join(shellDist, 'main.0123456789.js'), 'console.debug("shell");');
  const config = loadServerConfig({ DATA_DIR: testDb.dataDir, OPS_TOKEN, TRUST_PROXY: '1' });
  key = config.public.aesKey;
  app = await siteOn(config, faultyDatabase(testDb.db));
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  await rm(shellDist, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT_MS);

beforeEach(() => {
  failingTable = null;
});

/** The headers and the policy of the site's every answer: its pages' inline scripts allowed. */
const SITE_HEADERS = securityHeaders(INLINE_SCRIPT_SOURCES);
const SITE_POLICY = contentSecurityPolicy([], INLINE_SCRIPT_SOURCES);

const apiBody = (payload: unknown) => JSON.stringify({ data: encryptPayload(payload, key) });
const json = { 'content-type': 'application/json' };
const apiJson = { ...json, ...xsrfHeaders };

describe('security headers', () => {
  const answers: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a page', () => app.inject({ method: 'GET', url: '/website/home' })],
    [
      'a page that does not exist',
      () =>
        app.inject({ method: 'GET', url: '/website/nowhere', headers: { accept: 'text/html' } }),
    ],
    ['a redirect', () => app.inject({ method: 'GET', url: '/' })],
    [
      'a static file of the shell',
      () => app.inject({ method: 'GET', url: '/shell/main.0123456789.js' }),
    ],
    ['a missing file', () => app.inject({ method: 'GET', url: '/shell/missing.js' })],
    [
      'an API answer',
      () =>
        app.inject({
          method: 'POST',
          url: `/api/${apiPaths.goldRateView}`,
          headers: json,
          body: apiBody(goldRateViewRequest),
        }),
    ],
    [
      'an API refusal',
      () =>
        app.inject({
          method: 'POST',
          url: `/api/${apiPaths.calculate}`,
          headers: apiJson,
          body: '{',
        }),
    ],
    ['an ops refusal', () => app.inject({ method: 'GET', url: '/ops/registry' })],
    [
      'an ops answer',
      () =>
        app.inject({
          method: 'GET',
          url: '/ops/registry',
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        }),
    ],
    [
      'a beacon',
      () =>
        app.inject({ method: 'POST', url: '/telemetry/remote-failure', headers: json, body: '{}' }),
    ],
  ];

  it.each(answers)('are on %s', async (what, send) => {
    const response = await send();
    // Published files may be served to our pages by a CDN on another origin.
    const staticFile = what.includes('file');
    for (const [name, value] of Object.entries(SITE_HEADERS)) {
      const expected =
        staticFile && name === 'Cross-Origin-Resource-Policy' ? 'cross-origin' : value;
      expect(response.headers[name.toLowerCase()], name).toBe(expected);
    }
  });

  it('allow scripts from our origin, the after-paint loader and the cover lifter only, frames of the map hosts only, and no framing of the site', async () => {
    const policy = String((await app.inject('/website/home')).headers['content-security-policy']);
    const directives = new Map(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'", ...INLINE_SCRIPT_SOURCES]);
    expect(INLINE_SCRIPT_SOURCES).toHaveLength(2);
    for (const source of INLINE_SCRIPT_SOURCES)
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives.get('frame-src')).toEqual([
      'https://maps.google.com',
      'https://www.google.com',
    ]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('allow exactly the origins of remote versions hosted elsewhere, for what a remote loads', () => {
    const directives = new Map(
      contentSecurityPolicy(['https://cdn.example'], INLINE_SCRIPT_SOURCES)
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(directives.get(directive), directive).toContain('https://cdn.example');
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://cdn.example',
      ...INLINE_SCRIPT_SOURCES,
    ]);
    for (const directive of ['default-src', 'frame-src', 'form-action', 'base-uri'])
      expect(directives.get(directive), directive).not.toContain('https://cdn.example');
  });

  it('add HSTS only to answers that came over HTTPS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/website/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({
      method: 'GET',
      url: '/website/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('a page gives the visitor an XSRF token its script can echo, and keeps a well-formed one', async () => {
    const first = await app.inject({ method: 'GET', url: '/website/home' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await app.inject({
      method: 'GET',
      url: '/website/home',
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}` },
    });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('the page inlines no executable script: every inline script element is JSON data (config, registry, structured data)', async () => {
    const html = (await app.inject({ method: 'GET', url: '/website/home' })).body;
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  });
});

describe('body limits', () => {
  it('refuses a body over the default limit on a route that sets none, as a client error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ops/registry/calculator/canary',
      headers: { ...json, authorization: `Bearer ${OPS_TOKEN}` },
      body: JSON.stringify({ version: '1.0.0', percent: 5, reason: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses an oversized API body with the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.calculate}`,
      headers: apiJson,
      body: JSON.stringify({ data: 'A'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ flag: 0, message: 'Request body is too large', data: null });
  });
});

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
        const response = await app.inject({
          method: 'GET',
          url,
          headers: authorization ? { ...from, authorization } : from,
        });
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.json()).toEqual({ error: 'a valid ops token is required' });
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
      const response = await app.inject({
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
    const response = await app.inject({
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
      app.inject({ method: 'GET', url: '/ops/registry', headers: { ...from, ...headers } });
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
    expect(paced.json()).toEqual({ error: expect.stringMatching(/too many failed/) });

    expect((await registry(right)).statusCode).toBe(200);
    // A revoked or wrong token sent again is refused from memory, and locks nothing out.
    for (let i = 0; i < 20; i += 1)
      expect((await registry({ authorization: 'Bearer wrong-0' })).statusCode).toBe(401);
    expect((await registry(right)).statusCode).toBe(200);
  }, 30_000);

  it('answers an internal failure with a generic message, never the error or its stack', async () => {
    failingTable = 'franchise_enquiries';
    const response = await app.inject({
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

describe('the ops listener', () => {
  let site: FastifyInstance;
  let opsApp: FastifyInstance;
  const authorization = `Bearer ${OPS_TOKEN}`;

  beforeAll(async () => {
    const config = loadServerConfig({ DATA_DIR: testDb.dataDir, OPS_TOKEN });
    opsApp = newFastify(config, false);
    site = await siteOn(config, testDb.db, opsApp);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => Promise.all([site?.close(), opsApp?.close()]), DATABASE_HOOK_TIMEOUT_MS);

  it('serves /ops there only: a plain 404 on the public port, and nothing but /ops on its own', async () => {
    const onOps = await opsApp.inject({ url: '/ops/registry', headers: { authorization } });
    expect(onOps.statusCode).toBe(200);
    expect(onOps.headers['content-security-policy']).toBe(SITE_POLICY);
    expect((await opsApp.inject({ url: '/ops/registry' })).statusCode).toBe(401);
    expect((await opsApp.inject({ url: '/website/home' })).statusCode).toBe(404);
    expect((await site.inject({ url: '/website/home' })).statusCode).toBe(200);
    for (const url of ['/ops', '/ops/', '/ops/registry', '/ops/console/x.js', '/ops/a/b?c=1']) {
      for (const method of ['GET', 'POST'] as const) {
        const onSite = await site.inject({
          method,
          url,
          // A browser's navigation: the site's not-found page is not what /ops gets either.
          headers: { authorization, accept: 'text/html' },
        });
        expect(onSite.statusCode, `${method} ${url}`).toBe(404);
        expect(onSite.body, `${method} ${url}`).toBe('Not found');
      }
    }
  });

  it('refuses what a page of another origin makes the browser send, before its token is looked at', async () => {
    const fromSite = [
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', authorization },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', authorization },
      { origin: 'http://localhost:8080', authorization },
    ];
    for (const headers of fromSite) {
      for (const method of ['GET', 'POST', 'OPTIONS'] as const) {
        const answer = await opsApp.inject({ method, url: '/ops/registry', headers });
        expect(answer.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(
          Object.keys(answer.headers).filter((name) => name.startsWith('access-control')),
        ).toEqual([]);
      }
    }
    // The console's own requests, the CLI's (no Fetch Metadata) and the operator's navigations pass.
    for (const headers of [
      { origin: 'http://localhost:80', authorization },
      // Behind a proxy that ends TLS: the browser's word on the origin is what counts.
      { 'sec-fetch-site': 'same-origin', origin: 'https://ops.example', authorization },
      { authorization },
    ])
      expect((await opsApp.inject({ url: '/ops/registry', headers })).statusCode).toBe(200);
    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    expect((await opsApp.inject({ url: '/ops/', headers: navigation })).statusCode).not.toBe(403);
    const root = await opsApp.inject({ url: '/' });
    expect([root.statusCode, root.headers.location]).toEqual([302, '/ops/']);
  });

  it('is the only way production serves /ops', async () => {
    const config = loadServerConfig({
      DATA_DIR: testDb.dataDir,
      NODE_ENV: 'production',
      OPS_TOKEN: 'o'.repeat(32),
      SIGNING_KEY: 'k'.repeat(32),
    });
    await expect(siteOn(config, testDb.db)).rejects.toThrow(
      'refusing to serve /ops on the public listener with NODE_ENV=production',
    );
  });
});

describe('the API', () => {
  it('answers an internal failure with the generic envelope, never the error or its stack', async () => {
    failingTable = 'calculations';
    const response = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.calculate}`,
      headers: apiJson,
      body: apiBody(validLead('leak')),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      flag: 0,
      message: 'Something went wrong, please try again later',
      data: null,
    });
    expect(response.body).not.toContain('simulated');
  });

  it('stores an uploaded certificate in the database, under a generated name, never served back', async () => {
    const bytes = certificateBytes('png', 40_000, seededRandom(7));
    const { body, contentType } = await encodeForm(
      franchiseForm(validEnquiry('stored'), key, {
        bytes,
        name: 'index.html.png',
        type: 'image/png',
      }),
    );
    const sent = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.franchiseEnquiry}`,
      headers: { 'content-type': contentType, ...xsrfHeaders },
      body,
    });
    expect(sent.json()).toMatchObject({ flag: 1 });

    // Its bytes are in the database; nothing of it stays in the uploads folder.
    const uploadDir = join(testDb.dataDir, 'uploads');
    expect(await readdir(uploadDir)).toEqual([]);
    const [{ stored } = { stored: '' }] = await testDb.db.query<{ stored: string }>(
      'SELECT certificate_stored_name AS stored FROM franchise_enquiries ORDER BY id DESC LIMIT 1',
    );
    expect(stored).toMatch(/^[0-9a-f-]{36}\.png$/);
    const attempts = [
      `/uploads/${stored}`,
      `/shell/../uploads/${stored}`,
      `/shell/..%2f..%2f${encodeURIComponent(uploadDir.slice(1))}%2f${stored}`,
      `/shell/${stored}`,
      `/website/../uploads/${stored}`,
      `/remotes/home/1.0.0/../../../uploads/${stored}`,
    ];
    for (const url of attempts) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
      expect(response.rawPayload.includes(Buffer.from(bytes.subarray(8, 64))), url).toBe(false);
    }
  });
});
