import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database/database';

// Traffic is counted per version and time slot. "Bucket" is a visitor's 0-99 share of the canary;
// the table's column keeps the name `bucket` for the slot, because renaming it would break the
// instances of the previous release that still write to the same database during a rolling
// upgrade.

/**
 * Width of a traffic slot. Ten seconds rather than a minute: the guard counts a canary from its
 * start, and a slot that began before it carries the previous run's figures of that version.
 */
export const TRAFFIC_SLOT_MS = 10_000;

/** The start of the traffic slot that `ms` (epoch milliseconds) falls in. */
export const slotOf = (ms: number): Date =>
  new Date(Math.floor(ms / TRAFFIC_SLOT_MS) * TRAFFIC_SLOT_MS);

/** Page views of one remote version counted in one traffic slot. */
export interface ViewCount {
  remote: RemoteName;
  version: string;
  slot: Date;
  views: number;
}

/** Adds page views to their slots: an increment, so several instances add up. */
export async function addViews(db: Queryable, counts: readonly ViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const rows = counts.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`);
  await db.query(
    `INSERT INTO remote_version_traffic (remote, version, bucket, views) VALUES ${rows.join(', ')}
     ON CONFLICT (remote, version, bucket)
     DO UPDATE SET views = remote_version_traffic.views + excluded.views`,
    counts.flatMap((c) => [c.remote, c.version, c.slot, c.views]),
  );
}

/** Adds one failure report (already counted once per page view) to the slot of `at`. */
export async function addFailure(
  db: Queryable,
  remote: RemoteName,
  version: string,
  at: number,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_version_traffic (remote, version, bucket, failures) VALUES ($1, $2, $3, 1)
     ON CONFLICT (remote, version, bucket)
     DO UPDATE SET failures = remote_version_traffic.failures + 1`,
    [remote, version, slotOf(at)],
  );
}

/** Page views served and failures reported. */
export interface Traffic {
  views: number;
  failures: number;
}

/** A version's page views and failures in the slots from the one holding `since` onwards. */
export async function trafficSince(
  db: Queryable,
  remote: RemoteName,
  version: string,
  since: number,
): Promise<Traffic> {
  const [row] = await db.query<Traffic>(
    `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(failures), 0)::int AS failures
     FROM remote_version_traffic WHERE remote = $1 AND version = $2 AND bucket >= $3`,
    [remote, version, slotOf(since)],
  );
  return row ?? { views: 0, failures: 0 };
}

/** One minute of one version's traffic. */
export interface TrafficMinute extends Traffic {
  version: string;
  minute: string;
}

/** A remote's traffic per version and minute since `since`, oldest minute first. */
export async function trafficPerMinute(
  db: Queryable,
  remote: RemoteName,
  since: number,
): Promise<TrafficMinute[]> {
  const rows = await db.query<Traffic & { version: string; minute: Date }>(
    `SELECT version, date_trunc('minute', bucket) AS minute,
            sum(views)::int AS views, sum(failures)::int AS failures
     FROM remote_version_traffic WHERE remote = $1 AND bucket >= $2
     GROUP BY version, minute ORDER BY minute, version`,
    [remote, slotOf(since)],
  );
  return rows.map((row) => ({ ...row, minute: row.minute.toISOString() }));
}

/** Drops the slots that began before `before`, and the page views' reports made before it. */
export async function pruneTraffic(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM remote_version_traffic WHERE bucket < $1', [new Date(before)]);
  await db.query('DELETE FROM remote_failure_reports WHERE at < $1', [new Date(before)]);
}
