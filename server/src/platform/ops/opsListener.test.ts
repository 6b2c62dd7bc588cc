import { loadServerConfig } from '@gold/config/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFastify } from '../../app';
import { OPS_TOKEN, withHardenedSite } from '../../testing/hardenedSite';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { INLINE_SCRIPT_SOURCES } from '../../site/inlineScripts';
import { contentSecurityPolicy } from '../security/securityHeaders';

const hardened = withHardenedSite();

/** The policy of the site's every answer, ops' included: its pages' inline scripts allowed. */
const SITE_POLICY = contentSecurityPolicy([], INLINE_SCRIPT_SOURCES);

describe('the ops listener', () => {
  let site: FastifyInstance;
  let opsApp: FastifyInstance;
  const authorization = `Bearer ${OPS_TOKEN}`;

  beforeAll(async () => {
    const config = loadServerConfig({ DATA_DIR: hardened.testDb.dataDir, OPS_TOKEN });
    opsApp = newFastify(config, false, undefined, 'ops');
    site = await hardened.siteOn(config, hardened.testDb.db, opsApp);
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
        // The one /ops shape: the CLI and the console read `error`, support the request id.
        expect(answer.json()).toEqual({
          error: 'ops answer requests from the release console and the ops commands only',
          requestId: answer.headers['x-request-id'],
        });
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

  it('answers only the host names it is configured for: a page of another name resolved to it reads nothing', async () => {
    // DNS rebinding: evil.example made to resolve to this address is same-origin to the browser.
    for (const host of ['evil.example', 'evil.example:8081', 'localhost.evil.example'])
      for (const url of ['/ops/', '/ops/registry', '/'])
        expect(
          (await opsApp.inject({ url, headers: { host, authorization } })).statusCode,
          `${host} ${url}`,
        ).toBe(421);
    for (const host of ['localhost:8081', 'LOCALHOST', '127.0.0.1:8081', '[::1]:8081'])
      expect(
        (await opsApp.inject({ url: '/ops/registry', headers: { host, authorization } }))
          .statusCode,
        host,
      ).toBe(200);
  });

  it('answers the names OPS_HOST and OPS_HOST_NAMES give it', async () => {
    const config = loadServerConfig({
      DATA_DIR: hardened.testDb.dataDir,
      OPS_TOKEN,
      OPS_HOST: '10.0.0.11',
      OPS_HOST_NAMES: 'ops.example.internal, Ops2.example.internal',
    });
    const named = newFastify(config, false, undefined, 'ops');
    const other = await hardened.siteOn(config, hardened.testDb.db, named);
    try {
      for (const host of ['10.0.0.11:8081', 'ops.example.internal', 'ops2.example.internal:8081'])
        expect(
          (await named.inject({ url: '/ops/registry', headers: { host, authorization } }))
            .statusCode,
          host,
        ).toBe(200);
      const elsewhere = { host: 'evil.example', authorization };
      expect((await named.inject({ url: '/ops/registry', headers: elsewhere })).statusCode).toBe(
        421,
      );
    } finally {
      await Promise.all([other.close(), named.close()]);
    }
  });

  it('is the only way production serves /ops', async () => {
    const config = loadServerConfig({
      DATA_DIR: hardened.testDb.dataDir,
      NODE_ENV: 'production',
      OPS_TOKEN: 'o'.repeat(32),
      SIGNING_KEY: 'k'.repeat(32),
    });
    await expect(hardened.siteOn(config, hardened.testDb.db)).rejects.toThrow(
      'refusing to serve /ops on the public listener with NODE_ENV=production',
    );
  });
});
