export { remoteCatalog, remoteNames, type ExposedModule, type RemoteName } from './remotes';
export {
  CALCULATOR_POST_HREF,
  SITE_BASE,
  siteRoutes,
  routeHref,
  findRoute,
  type SiteRoute,
} from './siteRoutes';
export { notFoundWords, ROUTE_LANGUAGES, routeIn, routeWords } from './routeWords';
