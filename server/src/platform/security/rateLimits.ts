import fastifyRateLimit from '@fastify/rate-limit';
import { apiPaths } from '@gold/contracts';
import type { ServerConfig } from '@gold/config/server';
import { CALCULATOR_POST_HREF } from '@gold/routes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Queryable } from '../database';
import { sharedRateLimitStore } from './sharedRateLimitStore';
import { ClientError } from '../http/clientError';

/** How many requests one client (IP address) may send per minute. */
export type RateLimits = ServerConfig['rateLimits'];

/** The answer's message when a client is over its limit. */
export const RATE_LIMITED_MESSAGE = 'Too many requests: please wait a minute and try again';

const WINDOW_MS = 60_000;

// The calculator page takes a plain post of its form too (site/calculatorPost.ts).
const formPaths = new Set([
  ...[apiPaths.calculate, apiPaths.generalEnquiry, apiPaths.franchiseEnquiry].map(
    (path) => `/api/${path}`,
  ),
  CALCULATOR_POST_HREF,
]);

/** The per-minute limit of a route, or null for routes that are not limited. */
function limitOf(route: Pick<RouteOptions, 'method' | 'url'>, limits: RateLimits): number | null {
  if (route.method !== 'POST') return null;
  if (formPaths.has(route.url)) return limits.formsPerMinute;
  if (route.url.startsWith('/telemetry/')) return limits.beaconPerMinute;
  return null;
}

/** The refusal of a limited request: a client error, so each scope's error handler words it its own way. */
function rateLimitedError(): ClientError {
  return new ClientError(429, RATE_LIMITED_MESSAGE);
}

/**
 * Limits the form endpoints and the beacon per client address and per route, each over a
 * one-minute window. The API's error handler answers the refusal as its {flag: 0} envelope.
 * Must be applied before the routes are registered.
 */
export async function addRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  /** Where several instances count together (PostgreSQL); this process's memory otherwise. */
  shared?: Queryable,
): Promise<void> {
  // Runs before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const max = limitOf(route, limits);
    if (max !== null) route.config = { ...route.config, rateLimit: { max, timeWindow: WINDOW_MS } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: rateLimitedError,
    ...(shared && { store: sharedRateLimitStore(shared), skipOnError: true }),
  });
}
