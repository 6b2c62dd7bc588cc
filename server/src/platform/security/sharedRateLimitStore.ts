import type { Queryable } from '../database';
import { countRateLimitHit, sweepRateLimitHits } from '../database/rateLimitHits';

type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow?: number,
) => void;

/** How often counters whose window has ended are deleted. */
const SWEEP_EVERY = 500;

/**
 * Counts @fastify/rate-limit's hits in the database, so that every instance behind a load
 * balancer counts against one limit: a fixed window per client and route, one upsert per request.
 * Returns the store class the plugin instantiates (it passes no arguments we need).
 */
export function sharedRateLimitStore(db: Queryable) {
  let calls = 0;
  return class SharedRateLimitStore {
    constructor(
      _pluginOptions?: unknown,
      private readonly prefix = '',
    ) {}

    incr: Incr = (key, callback, timeWindow = 60_000) => {
      if (++calls % SWEEP_EVERY === 0) void sweepRateLimitHits(db).catch(() => undefined);
      countRateLimitHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ count, ttl }) => callback(null, { current: count, ttl }),
        (error: Error) => callback(error),
      );
    };

    child(routeOptions: { method: string | string[]; url: string }) {
      return new SharedRateLimitStore(
        undefined,
        `${this.prefix}${String(routeOptions.method)}${routeOptions.url}:`,
      );
    }
  };
}
