import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '@gold/config/server';
import type { RemoteVersion } from '@gold/registry/model';
import { insertRemoteVersion, swapChannels, channelsOf } from '../release/store/registry';
import { insertReleaseFiles } from '../release/store/releaseFiles';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { openSiteTestApp, type SiteTestApp } from '../testing/siteTestApp';
import { TokenSigner } from '../platform/security/signedToken';
import { previewCookieName, signPreviewGrant } from '../release/visitors/previewGrants';
import { versionRecord } from '../testing/versionRecord';

let site: SiteTestApp;
let app: FastifyInstance;
let config: ServerConfig;

/** A version the registry took before it checked names, as a database may still hold it. */
const climbing = versionRecord('calculator', '../home/x', {
  baseUrl: '/remotes/calculator/..%2Fhome%2Fx/',
  exposes: ['./CalculatorPage'],
});

/** A version hosted elsewhere that no channel serves. */
const elsewhere: RemoteVersion = {
  ...climbing,
  version: '2.0.0',
  baseUrl: 'https://cdn.example/calculator/2.0.0/',
};

beforeAll(async () => {
  site = await openSiteTestApp({
    prepare: (_shellDist, testDb) =>
      testDb.db.transaction(async (tx) => {
        await insertRemoteVersion(tx, climbing);
        await insertRemoteVersion(tx, elsewhere);
        await insertReleaseFiles(
          tx,
          'calculator',
          climbing.version,
          new Map([['remoteEntry.js', Buffer.from('/* entry */')]]),
        );
        const { revision } = await channelsOf(tx, 'calculator');
        await swapChannels(tx, 'calculator', revision, { stable: climbing.version, canary: null });
      }),
  });
  ({ app, config } = site);
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

describe('a visitor page', () => {
  it('never answers 500 for a version that does not exist, is malformed, or climbs out of its folder', async () => {
    const queries = [
      '',
      '?remotes=calculator@../home/x',
      '?remotes=calculator@..%2Fhome%2Fx',
      '?remotes=calculator@9.9.9',
      '?remotes=calculator@1.0.0%22%3E%3Cscript%3E',
      '?remotes=calculator@%00',
      '?remotes=calculator@',
      '?remotes=@1.0.0',
      '?remotes=jewellery@1.0.0',
      '?remotes[]=calculator@1.0.0',
      '?remotes=calculator@1.0.0&remotes=home@1.0.0',
      `?remotes=${'calculator@1.0.0,'.repeat(500)}`,
    ];
    for (const query of queries) {
      const response = await app.inject({ method: 'GET', url: `/website/Calculator${query}` });
      expect(response.statusCode, query).toBe(200);
      expect(response.body, query).toContain('<div id="root">');
    }
  });

  it('answers 404, not 500, for a file of a version that is not published or whose name climbs out', async () => {
    for (const url of [
      '/remotes/calculator/..%2Fhome%2Fx/remoteEntry.js',
      '/remotes/calculator/9.9.9/remoteEntry.js',
      '/remotes/calculator/%2E%2E/remoteEntry.js',
      '/remotes/calculator/1.0.0%22/remoteEntry.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('allows the origin of a version hosted elsewhere in the policy of the page that is given it, and of no other', async () => {
    // A tester's browser holding a preview grant of the version elsewhere.
    const grant = signPreviewGrant(new TokenSigner(config.signingKey), {
      id: 'pv-test',
      remote: 'calculator',
      version: elsewhere.version,
      expiresAt: Date.now() + 60_000,
    });
    const policy = async (query: string, cookies: Record<string, string> = {}) =>
      String(
        (await app.inject({ method: 'GET', url: `/website/Calculator${query}`, cookies })).headers[
          'content-security-policy'
        ],
      );
    expect(await policy('', { [previewCookieName('calculator')]: grant })).toContain(
      "script-src 'self' https://cdn.example ",
    );
    expect(await policy('')).not.toContain('cdn.example');
    expect(await policy('?remotes=calculator@2.0.0')).not.toContain('cdn.example');
  });

  it('tells a browser holding a preview grant that it is previewing, and ends the preview with one link', async () => {
    const grant = signPreviewGrant(new TokenSigner(config.signingKey), {
      id: 'pv-test',
      remote: 'calculator',
      version: elsewhere.version,
      expiresAt: Date.now() + 60_000,
    });
    const cookies = { [previewCookieName('calculator')]: grant };
    const previewing = await app.inject({ method: 'GET', url: '/website/Calculator', cookies });
    expect(previewing.body).toMatch(
      /<p role="status" data-preview-banner[^>]*>Preview of calculator 2\.0\.0, for this browser only\. <a href="\?preview=end"[^>]*>End the preview<\/a><\/p>/,
    );
    const everyone = await app.inject({ method: 'GET', url: '/website/Calculator' });
    expect(everyone.body).not.toContain('data-preview-banner');

    const ended = await app.inject({
      method: 'GET',
      url: '/website/Calculator?preview=end',
      cookies,
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/website/Calculator');
    expect(String(ended.headers['set-cookie'])).toMatch(
      new RegExp(`${previewCookieName('calculator')}=;.*Expires=Thu, 01 Jan 1970`),
    );
  });

  it('says in a header which remote versions the page was served, and from which channel', async () => {
    const response = await app.inject({ method: 'GET', url: '/website/Calculator' });
    // This app publishes the calculator only: the one remote a page runs here.
    expect(response.headers['x-served-versions']).toBe(`calculator@${climbing.version} stable`);
  });
});
