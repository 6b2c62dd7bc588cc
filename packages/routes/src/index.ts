export { remoteCatalog, remoteNames, type ExposedModule, type RemoteName } from './remotes';
export { SITE_BASE, siteRoutes, routeHref, findRoute, type SiteRoute } from './siteRoutes';
