import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SITE_BASE, siteRoutes } from '@gold/routes';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';

/** The route table: every site route renders its remote's exposed page inside the layout. */
export const routeObjects: RouteObject[] = [
  { index: true, element: <Navigate to={`${SITE_BASE}/home`} replace /> },
  {
    path: SITE_BASE.slice(1),
    element: <SiteLayout />,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      ...siteRoutes.map((route) => ({
        path: route.path,
        element: <RemotePage key={route.path} route={route} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <SiteLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

export function createSiteRouter() {
  return createBrowserRouter(routeObjects);
}
