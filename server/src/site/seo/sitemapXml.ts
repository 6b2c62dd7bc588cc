import { escapeMarkup } from './escapeMarkup';
import { siteRouteUrls } from './siteUrls';

/** sitemap.xml (sitemaps.org protocol 0.9): the canonical URL of every route of the site. */
export function sitemapXml(siteUrl: string): string {
  const urls = siteRouteUrls(siteUrl).map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
