import { absoluteUrl } from './siteUrls';

/** robots.txt: every page may be crawled, and the sitemap says which pages there are. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
