import { routeHref, siteRoutes } from '@gold/routes';

/** Every page of the spec with the h1 its placeholder or page shows. */
export const pages = siteRoutes.map((route) => ({ ...route, href: routeHref(route) }));
