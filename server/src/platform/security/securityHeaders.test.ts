import { apiPaths, goldRateViewRequest } from '@gold/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_SOURCES } from '../../site/inlineScripts';
import { apiJson, json, OPS_TOKEN, withHardenedSite } from '../../testing/hardenedSite';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

const site = withHardenedSite();

/** The headers of the site's every answer: its pages' inline scripts allowed. */
const SITE_HEADERS = securityHeaders(INLINE_SCRIPT_SOURCES);

describe('security headers', () => {
  const answers: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a page', () => site.app.inject({ method: 'GET', url: '/website/home' })],
    [
      'a page that does not exist',
      () =>
        site.app.inject({
          method: 'GET',
          url: '/website/nowhere',
          headers: { accept: 'text/html' },
        }),
    ],
    ['a redirect', () => site.app.inject({ method: 'GET', url: '/' })],
    [
      'a static file of the shell',
      () => site.app.inject({ method: 'GET', url: '/shell/main.0123456789.js' }),
    ],
    ['a missing file', () => site.app.inject({ method: 'GET', url: '/shell/missing.js' })],
    [
      'an API answer',
      () =>
        site.app.inject({
          method: 'POST',
          url: `/api/${apiPaths.goldRateView}`,
          headers: json,
          body: site.apiBody(goldRateViewRequest),
        }),
    ],
    [
      'an API refusal',
      () =>
        site.app.inject({
          method: 'POST',
          url: `/api/${apiPaths.calculate}`,
          headers: apiJson,
          body: '{',
        }),
    ],
    ['an ops refusal', () => site.app.inject({ method: 'GET', url: '/ops/registry' })],
    [
      'an ops answer',
      () =>
        site.app.inject({
          method: 'GET',
          url: '/ops/registry',
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        }),
    ],
    [
      'a beacon',
      () =>
        site.app.inject({
          method: 'POST',
          url: '/telemetry/remote-failure',
          headers: json,
          body: '{}',
        }),
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
    const policy = String(
      (await site.app.inject('/website/home')).headers['content-security-policy'],
    );
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
    // The branch maps ask the map hosts whether they answer before showing a frame.
    expect(directives.get('connect-src')).toEqual([
      "'self'",
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
    const plain = await site.app.inject({ method: 'GET', url: '/website/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await site.app.inject({
      method: 'GET',
      url: '/website/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('a page gives the visitor an XSRF token its script can echo, and keeps a well-formed one', async () => {
    const first = await site.app.inject({ method: 'GET', url: '/website/home' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await site.app.inject({
      method: 'GET',
      url: '/website/home',
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}` },
    });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('the page inlines no executable script: every inline script element is JSON data (config, registry, structured data)', async () => {
    const html = (await site.app.inject({ method: 'GET', url: '/website/home' })).body;
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  });
});
