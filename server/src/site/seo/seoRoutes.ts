import type { FastifyInstance } from 'fastify';
import { faviconSvg, FAVICON_PATH } from './favicon';
import { robotsTxt } from './robotsTxt';
import { sitemapXml } from './sitemapXml';

/** They change only with a deployment: caches may keep them for a day. */
const DAILY = 'public, max-age=86400';

/** /robots.txt, /sitemap.xml and the site's icon, built from the route table and the site URL. */
export function seoRoutes(app: FastifyInstance, { siteUrl }: { siteUrl: string }) {
  const robots = robotsTxt(siteUrl);
  const sitemap = sitemapXml(siteUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', DAILY).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('Cache-Control', DAILY).type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get(FAVICON_PATH, (_request, reply) =>
    reply.header('Cache-Control', DAILY).type('image/svg+xml').send(faviconSvg),
  );
}
