import type { Queryable } from '../database';

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
      if (++calls % SWEEP_EVERY === 0)
        void db
          .query("DELETE FROM rate_limit_hits WHERE window_ends < now() - interval '1 minute'")
          .catch(() => undefined);
      db.query<{ count: number; ttl: number }>(
        `INSERT INTO rate_limit_hits AS hits (key, count, window_ends)
         VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN hits.window_ends <= now() THEN 1 ELSE hits.count + 1 END,
           window_ends = CASE WHEN hits.window_ends <= now() THEN EXCLUDED.window_ends ELSE hits.window_ends END
         RETURNING count, (extract(epoch FROM window_ends - now()) * 1000)::int AS ttl`,
        [`${this.prefix}${key}`, timeWindow],
      ).then(
        ([row]) => callback(null, { current: row?.count ?? 1, ttl: Math.max(0, row?.ttl ?? 0) }),
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
