import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeHref, siteRoutes } from '@gold/routes';
import { robotsTxt } from './robotsTxt';
import { seoRoutes } from './seoRoutes';
import { sitemapXml } from './sitemapXml';

const app = Fastify({ logger: false });
beforeAll(async () => {
  seoRoutes(app, { siteUrl: 'https://gold.example/' });
  await app.ready();
});
afterAll(() => app.close());

describe('/robots.txt', () => {
  it('allows every crawler everywhere and names the sitemap by its absolute URL', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://gold.example/sitemap.xml\n',
    );
  });
});

describe('/sitemap.xml', () => {
  it('lists the absolute URL of each of the 12 routes once, as XML', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(12);
    expect(locs).toEqual(siteRoutes.map((route) => `https://gold.example${routeHref(route)}`));
  });

  it('escapes a site URL with markup characters', () => {
    expect(sitemapXml('https://gold.example/?a=1&b=2')).toContain(
      '<loc>https://gold.example/?a=1&#38;b=2/website/home</loc>',
    );
    expect(robotsTxt('https://gold.example')).toContain(
      'Sitemap: https://gold.example/sitemap.xml',
    );
  });
});

describe('/favicon.svg', () => {
  it('is an SVG that caches may keep', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg /);
  });
});
