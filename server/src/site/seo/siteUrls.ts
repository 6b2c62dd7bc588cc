import { routeHref, siteRoutes } from '@gold/routes';

/** The absolute URL of `path` on the public site, whether or not `siteUrl` ends in a slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** The absolute URL of every route of the site, in the order of the route table. */
export function siteRouteUrls(siteUrl: string): string[] {
  return siteRoutes.map((route) => absoluteUrl(siteUrl, routeHref(route)));
}
