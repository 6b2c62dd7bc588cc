import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import type { ServerMetrics } from './serverMetrics';
import { ClientError } from '../http/clientError';

/** Where Prometheus scrapes, on the ops listener. */
export const METRICS_PATH = '/metrics';

export interface MetricsRouteOptions {
  metrics: ServerMetrics;
  /** The bearer tokens that may scrape: METRICS_TOKEN when set, and OPS_TOKEN. */
  tokens: readonly string[];
}

/** Whether `given` is one of `tokens`, in time that does not depend on where they differ. */
function isOneOf(given: string, tokens: readonly string[]): boolean {
  const a = Buffer.from(given);
  return tokens
    .map((token) => Buffer.from(token))
    .some((b) => a.length === b.length && timingSafeEqual(a, b));
}

/**
 * `GET /metrics`: the Prometheus text of this instance, to a bearer of a scrape token (401
 * otherwise). The tokens are compared in memory, never looked up in the database: a scrape must
 * work best when the database does not. Scraped every few seconds, so it writes no access line.
 */
export async function metricsRoute(app: FastifyInstance, { metrics, tokens }: MetricsRouteOptions) {
  app.get(METRICS_PATH, { logLevel: 'silent' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !isOneOf(given, tokens))
      throw new ClientError(401, 'a metrics token (METRICS_TOKEN) or the ops token is required', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    const text = await metrics.text();
    return reply.header('Cache-Control', PRIVATE_NO_STORE).type(metrics.contentType).send(text);
  });
}
