import type { FastifyInstance } from 'fastify';
import { HEALTH_PATHS } from '../lifecycle/healthRoutes';
import { METRICS_PATH } from './metricsRoute';
import type { ServerMetrics } from './serverMetrics';

/** The label of a request no route matched (the not-found handler's): one series, not one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Load balancers' and scrapers' own paths: counted, they would drown the visitors' figures. */
const NOT_COUNTED: ReadonlySet<string> = new Set([
  HEALTH_PATHS.live,
  HEALTH_PATHS.ready,
  METRICS_PATH,
]);

/**
 * Counts every answer of `app` by route pattern and status, with its time (`listener` says which
 * listener: site or ops). Add before any route is registered.
 */
export function countRequests(app: FastifyInstance, metrics: ServerMetrics, listener: string) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (NOT_COUNTED.has(route)) return;
    metrics.requestAnswered(
      listener,
      request.method,
      route,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
