import {
  versionKey,
  type AuditEntry,
  type BuildSource,
  type RemoteChannels,
  type RemoteFailure,
  type RemoteVersion,
  type SharedRequirement,
} from '@gold/registry/model';
import type { BuildLevels } from '@gold/contracts';
import type { RemoteName } from '@gold/routes';
import type { Database, Queryable } from '../../platform/database/database';
import { addFailure } from './versionTraffic';

interface VersionRow {
  remote: RemoteName;
  version: string;
  base_url: string;
  entry_file: string;
  integrity: string | null;
  exposes: string[];
  shared: SharedRequirement[];
  federation_release: string | null;
  build_levels: BuildLevels | null;
  published_at: Date;
  published_by: string;
  source: BuildSource | null;
}

interface ChannelRow {
  remote: RemoteName;
  stable: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  revision: number;
}

function versionFromRow(row: VersionRow): RemoteVersion {
  return {
    remote: row.remote,
    version: row.version,
    baseUrl: row.base_url,
    entryFile: row.entry_file,
    integrity: row.integrity,
    exposes: row.exposes,
    shared: row.shared,
    federationRelease: row.federation_release,
    ...(row.build_levels && { levels: row.build_levels }),
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by,
    source: row.source,
  };
}

function channelsFromRow(row: ChannelRow): RemoteChannels {
  return {
    remote: row.remote,
    stable: row.stable,
    canary:
      row.canary_version !== null && row.canary_percent !== null
        ? { version: row.canary_version, percent: row.canary_percent }
        : null,
    revision: row.revision,
  };
}

/** Stores a new version; false when that remote already has that version (versions are immutable). */
export async function insertRemoteVersion(db: Queryable, v: RemoteVersion): Promise<boolean> {
  const rows = await db.query<{ version: string }>(
    `INSERT INTO remote_versions (remote, version, base_url, entry_file, integrity, exposes, shared, federation_release, published_by, source, build_levels)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING version`,
    [
      v.remote,
      v.version,
      v.baseUrl,
      v.entryFile,
      v.integrity,
      JSON.stringify(v.exposes),
      JSON.stringify(v.shared),
      v.federationRelease,
      v.publishedBy,
      v.source ? JSON.stringify(v.source) : null,
      v.levels ? JSON.stringify(v.levels) : null,
    ],
  );
  return rows.length === 1;
}

/** Every published version, oldest first. */
export async function listRemoteVersions(
  db: Queryable,
  remote?: RemoteName,
): Promise<RemoteVersion[]> {
  const rows = await db.query<VersionRow>(
    `SELECT * FROM remote_versions ${remote ? 'WHERE remote = $1' : ''} ORDER BY published_at, version`,
    remote ? [remote] : [],
  );
  return rows.map(versionFromRow);
}

/** The channels of every remote that has any. */
export async function listChannels(db: Queryable): Promise<RemoteChannels[]> {
  const rows = await db.query<ChannelRow>('SELECT * FROM remote_channels ORDER BY remote');
  return rows.map(channelsFromRow);
}

/**
 * A remote's channels, creating the empty row (revision 0) on first use, locked until the
 * transaction ends: on PostgreSQL a concurrent change waits for this one and then reads its result,
 * instead of reading the same revision and failing the compare-and-swap.
 */
export async function channelsOf(tx: Queryable, remote: RemoteName): Promise<RemoteChannels> {
  await tx.query('INSERT INTO remote_channels (remote) VALUES ($1) ON CONFLICT DO NOTHING', [
    remote,
  ]);
  const [row] = await tx.query<ChannelRow>(
    'SELECT * FROM remote_channels WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  if (!row) throw new Error(`no channels row for ${remote}`);
  return channelsFromRow(row);
}

/**
 * Compare-and-swap: writes the channels only if the revision is still `expected`.
 * Returns the new revision, or null when someone else changed them first.
 */
export async function swapChannels(
  db: Queryable,
  remote: RemoteName,
  expected: number,
  next: Pick<RemoteChannels, 'stable' | 'canary'>,
): Promise<number | null> {
  const rows = await db.query<{ revision: number }>(
    `UPDATE remote_channels SET stable = $3, canary_version = $4, canary_percent = $5, revision = revision + 1
     WHERE remote = $1 AND revision = $2 RETURNING revision`,
    [remote, expected, next.stable, next.canary?.version ?? null, next.canary?.percent ?? null],
  );
  return rows[0]?.revision ?? null;
}

/** Appends one change to the audit trail. */
export async function insertAudit(db: Queryable, entry: Omit<AuditEntry, 'at'>): Promise<void> {
  await db.query(
    `INSERT INTO registry_audit (actor, token, remote, action, version, previous, reason, percent, ramp_step)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.actor,
      entry.token,
      entry.remote,
      entry.action,
      entry.version,
      entry.previous,
      entry.reason,
      entry.percent ?? null,
      entry.rampStep ?? null,
    ],
  );
}

/** The newest changes first, of one remote, of several or of all. */
export async function listAudit(
  db: Queryable,
  remote: RemoteName | readonly RemoteName[] | undefined,
  limit: number,
): Promise<AuditEntry[]> {
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `SELECT at, actor, token, remote, action, version, previous, reason, percent, ramp_step AS "rampStep"
     FROM registry_audit
     ${remote ? 'WHERE remote = ANY($2::text[])' : ''} ORDER BY id DESC LIMIT $1`,
    remote ? [limit, typeof remote === 'string' ? [remote] : remote] : [limit],
  );
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * For each remote whose last canary was ended (aborted by the guard or an operator) and none has
 * started or been promoted since, that abort: how the last canary ended, for the overview.
 */
export async function endedCanaries(db: Queryable): Promise<Map<RemoteName, AuditEntry>> {
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (remote) at, actor, token, remote, action, version, previous, reason,
         percent, ramp_step AS "rampStep"
       FROM registry_audit WHERE action IN ('canary', 'promote', 'abort-canary')
       ORDER BY remote, id DESC
     ) last WHERE action = 'abort-canary'`,
  );
  return new Map(rows.map((row) => [row.remote, { ...row, at: row.at.toISOString() }]));
}

/** The last change each remote had from one of `actors` (the guard's last decision). */
export async function lastChangesBy(
  db: Queryable,
  actors: readonly string[],
): Promise<Map<RemoteName, AuditEntry>> {
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `SELECT DISTINCT ON (remote) at, actor, remote, action, version, previous, reason, percent,
       ramp_step AS "rampStep"
     FROM registry_audit WHERE actor = ANY($1) ORDER BY remote, id DESC`,
    [actors],
  );
  return new Map(rows.map((row) => [row.remote, { ...row, at: row.at.toISOString() }]));
}

/**
 * The versions the guard or an operator ended (an aborted canary, a stable version rolled back
 * from) and nobody has put on a channel again since, as `remote@version`. Superseded versions (a
 * stable version replaced by a promotion) are not among them.
 */
export async function listEndedVersions(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ remote: string; version: string }>(
    `WITH ended AS (
       SELECT id, remote, CASE WHEN action = 'abort-canary' THEN version ELSE previous END AS version
       FROM registry_audit WHERE action IN ('abort-canary', 'rollback')
     )
     SELECT DISTINCT ended.remote, ended.version FROM ended
     WHERE ended.version IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM registry_audit later
       WHERE later.remote = ended.remote AND later.id > ended.id AND later.version = ended.version
         AND later.action IN ('canary', 'promote', 'rollback', 'swap')
     )`,
  );
  return rows.map((row) => versionKey(row.remote, row.version));
}

// A remote version that failed in visitors' browsers: a shape of the ops API.
export type { RemoteFailure } from '@gold/registry/model';

/**
 * Counts a failure once per page view: a report for a page view already counted changes nothing.
 * Counted in total and in the traffic slot of `at` (what the canary guard reads). Returns
 * whether it was counted.
 */
export async function recordRemoteFailure(
  db: Database,
  failure: Pick<RemoteFailure, 'remote' | 'version' | 'channel' | 'phase'> & { pageView: string },
  at = Date.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const first = await tx.query(
      `INSERT INTO remote_failure_reports (remote, version, page_view) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING page_view`,
      [failure.remote, failure.version, failure.pageView],
    );
    if (first.length === 0) return false;
    await tx.query(
      `INSERT INTO remote_failures (remote, version, channel, phase, count) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (remote, version, channel, phase)
       DO UPDATE SET count = remote_failures.count + 1, last_at = now()`,
      [failure.remote, failure.version, failure.channel, failure.phase],
    );
    await addFailure(tx, failure.remote, failure.version, at);
    return true;
  });
}

/** Failure counts per remote version, most first. */
export async function listRemoteFailures(db: Queryable): Promise<RemoteFailure[]> {
  const rows = await db.query<{
    remote: RemoteName;
    version: string;
    channel: string;
    phase: string;
    count: number;
    last_at: Date;
  }>('SELECT * FROM remote_failures ORDER BY count DESC, remote, version');
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    channel: row.channel,
    phase: row.phase,
    count: row.count,
    lastAt: row.last_at.toISOString(),
  }));
}

/** One published version, or undefined. */
export async function findRemoteVersion(
  db: Queryable,
  remote: RemoteName,
  version: string,
): Promise<RemoteVersion | undefined> {
  const [row] = await db.query<VersionRow>(
    'SELECT * FROM remote_versions WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return row ? versionFromRow(row) : undefined;
}
