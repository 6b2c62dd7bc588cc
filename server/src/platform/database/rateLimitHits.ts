import type { Queryable } from './database';

/** A client's count in its current window, and the milliseconds left of that window. */
export interface RateLimitCount {
  count: number;
  ttl: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs`: a new window starts at 1 when the last
 * one has ended. One upsert, so every instance on the database counts against one limit.
 */
export async function countRateLimitHit(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  const [row] = await db.query<RateLimitCount>(
    `INSERT INTO rate_limit_hits AS hits (key, count, window_ends)
     VALUES ($1, 1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN hits.window_ends <= now() THEN 1 ELSE hits.count + 1 END,
       window_ends = CASE WHEN hits.window_ends <= now() THEN EXCLUDED.window_ends ELSE hits.window_ends END
     RETURNING count, (extract(epoch FROM window_ends - now()) * 1000)::int AS ttl`,
    [key, windowMs],
  );
  return { count: row?.count ?? 1, ttl: Math.max(0, row?.ttl ?? 0) };
}

/** Deletes the counters whose window ended over a minute ago. */
export async function sweepRateLimitHits(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_limit_hits WHERE window_ends < now() - interval '1 minute'");
}
