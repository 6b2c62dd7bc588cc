import type { GuardThresholds } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database/database';

// When the canary guard ends a canary (see `registry/guardRule`): a shape of the ops API.
export type { GuardThresholds } from '@gold/registry/model';

interface SettingsRow {
  remote: RemoteName;
  min_visitors: number | null;
  max_rate_percent: number | null;
  max_ratio: number | null;
}

/** The thresholds each remote sets for itself; the others take the configured defaults. */
export async function listGuardSettings(
  db: Queryable,
): Promise<Map<RemoteName, Partial<GuardThresholds>>> {
  const rows = await db.query<SettingsRow>('SELECT * FROM canary_guard_settings');
  return new Map(
    rows.map((row) => [
      row.remote,
      {
        ...(row.min_visitors !== null && { minVisitors: row.min_visitors }),
        ...(row.max_rate_percent !== null && { maxRatePercent: row.max_rate_percent }),
        ...(row.max_ratio !== null && { maxRatio: row.max_ratio }),
      },
    ]),
  );
}

/** Sets the thresholds given for a remote, keeping the others it had. */
export async function saveGuardSettings(
  db: Queryable,
  remote: RemoteName,
  set: Partial<GuardThresholds>,
): Promise<void> {
  await db.query(
    `INSERT INTO canary_guard_settings (remote, min_visitors, max_rate_percent, max_ratio)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (remote) DO UPDATE SET
       min_visitors = coalesce(excluded.min_visitors, canary_guard_settings.min_visitors),
       max_rate_percent = coalesce(excluded.max_rate_percent, canary_guard_settings.max_rate_percent),
       max_ratio = coalesce(excluded.max_ratio, canary_guard_settings.max_ratio)`,
    [remote, set.minVisitors ?? null, set.maxRatePercent ?? null, set.maxRatio ?? null],
  );
}

/** Puts a remote back on the configured defaults. */
export async function clearGuardSettings(db: Queryable, remote: RemoteName): Promise<void> {
  await db.query('DELETE FROM canary_guard_settings WHERE remote = $1', [remote]);
}
