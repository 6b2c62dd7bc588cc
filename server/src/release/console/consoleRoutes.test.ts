import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadServerConfig } from '@gold/config/server';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHardening } from '../../platform/security';
import { CONTENT_SECURITY_POLICY } from '../../platform/security/securityHeaders';
import { consoleRoutes } from './consoleRoutes';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The console beside the site's hardening, as buildApp registers them; on `dist` when built. */
async function consoleOn(dist: string) {
  app = Fastify({ logger: false });
  await app.register(securityHardening, { rateLimits: loadServerConfig().rateLimits });
  await app.register(consoleRoutes, { prefix: '/ops', consoleDist: dist });
  app.get('/website/home', () => 'a visitor page');
  await app.ready();
  return app;
}

function builtConsole(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gold-console-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<meta name="csp-nonce" content="__CSP_NONCE__"><script defer src="/ops/console/console.abc.js"></script>',
  );
  writeFileSync(join(dist, 'console.abc.js'), 'console.info(1)');
  return dist;
}

const nonceOf = (html: string) => /content="([^"]+)"/.exec(html)?.[1];

describe('the release console', () => {
  it('is served at /ops/ without a token, under a policy of its own with a fresh style nonce', async () => {
    const server = await consoleOn(builtConsole());
    const first = await server.inject('/ops/');
    const second = await server.inject('/ops/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).not.toBe(CONTENT_SECURITY_POLICY);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('serves its hashed files for good, but not the page template', async () => {
    const server = await consoleOn(builtConsole());
    const script = await server.inject('/ops/console/console.abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await server.inject('/ops/console/index.html')).statusCode).toBe(404);
  });

  it('leaves the visitors’ pages their own policy', async () => {
    const server = await consoleOn(builtConsole());
    const visitor = await server.inject('/website/home');
    expect(visitor.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers a one-line 404 that says so when it was not built, and the server still starts', async () => {
    const server = await consoleOn(join(tmpdir(), 'no-such-console-build'));
    for (const url of ['/ops/', '/ops/console/console.abc.js']) {
      const response = await server.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body.trim().split('\n'), url).toHaveLength(1);
      expect(response.body, url).toMatch(/release console was not built/);
    }
  });
});
