import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database/database';

/** A page view whose code started a version in a browser. */
export interface PageViewStart {
  remote: RemoteName;
  version: string;
  pageView: string;
  at: Date;
}

/** What one visitor's browser did with one version: ran it, and perhaps failed. */
export interface VisitorOutcome {
  remote: RemoteName;
  version: string;
  visitor: string;
  /** The network it reported from (`addressKey`): each weighs at most one visitor. */
  address: string;
  seenAt: Date;
  failedAt: Date | null;
}

/** `($1, $2), ($3, $4)` for two rows of two columns: the values of a multi-row insert. */
const placeholders = (rows: number, columns: number) => {
  const row = (index: number) =>
    Array.from({ length: columns }, (_, column) => `$${index * columns + column + 1}`).join(', ');
  return Array.from({ length: rows }, (_, index) => `(${row(index)})`).join(', ');
};

/** Records starts, once per page view and version; returns those not recorded before. */
export async function recordStarts(
  db: Queryable,
  starts: readonly PageViewStart[],
): Promise<PageViewStart[]> {
  if (starts.length === 0) return [];
  const rows = await db.query<{ remote: RemoteName; version: string; page_view: string; at: Date }>(
    `INSERT INTO page_view_starts (remote, version, page_view, at) VALUES ${placeholders(starts.length, 4)}
     ON CONFLICT DO NOTHING RETURNING remote, version, page_view, at`,
    starts.flatMap((s) => [s.remote, s.version, s.pageView, s.at]),
  );
  return rows.map((row) => ({ ...row, pageView: row.page_view }));
}

/** Adds visitors' outcomes: the latest sighting and failure of each visitor and version stay. */
export async function recordVisitors(
  db: Queryable,
  outcomes: readonly VisitorOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(
    `INSERT INTO version_visitors (remote, version, visitor, address, seen_at, failed_at)
     VALUES ${placeholders(outcomes.length, 6)}
     ON CONFLICT (remote, version, visitor) DO UPDATE SET
       address = excluded.address,
       seen_at = greatest(version_visitors.seen_at, excluded.seen_at),
       failed_at = greatest(version_visitors.failed_at, excluded.failed_at)`,
    outcomes.flatMap((o) => [o.remote, o.version, o.visitor, o.address, o.seenAt, o.failedAt]),
  );
}

/** A version's visitors since a time: each network weighs one, shared among its visitors. */
export interface VisitorFigures {
  visitors: number;
  failed: number;
}

/**
 * The visitors a version ran for since `since`, and those it failed for since then. A network
 * (address) counts as one visitor, failed by the share of its visitors that failed: one client,
 * or one address, moves a version's figures by one visitor at most, however many it makes up.
 */
export async function visitorsSince(
  db: Queryable,
  remote: RemoteName,
  version: string,
  since: number,
): Promise<VisitorFigures> {
  const [row] = await db.query<VisitorFigures>(
    `SELECT count(*)::float8 AS visitors, coalesce(sum(failed), 0)::float8 AS failed FROM (
       SELECT avg(CASE WHEN failed_at >= $3 THEN 1 ELSE 0 END)::float8 AS failed
       FROM version_visitors WHERE remote = $1 AND version = $2 AND seen_at >= $3
       GROUP BY address
     ) AS per_address`,
    [remote, version, new Date(since)],
  );
  return { visitors: Number(row?.visitors ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Drops the visitors last seen, and the starts made, before `before`. */
export async function pruneVisitors(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM version_visitors WHERE seen_at < $1', [new Date(before)]);
  await db.query('DELETE FROM page_view_starts WHERE at < $1', [new Date(before)]);
}
