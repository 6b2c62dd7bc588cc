import type { Queryable } from '../../platform/database/database';

/** The PostgreSQL channel on which every registry change is announced to every instance. */
export const REGISTRY_CHANNEL = 'gold_registry_changed';

/**
 * Raises the registry's revision, notes when, and announces it, inside the change's transaction:
 * PostgreSQL delivers the notification only when (and if) the transaction commits. The time is
 * the last statement's, a moment before the commit.
 */
export async function bumpRegistryRevision(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ revision: string }>(
    'UPDATE registry_revision SET revision = revision + 1, changed_at = clock_timestamp() RETURNING revision',
  );
  const revision = Number(row?.revision);
  await tx.query('SELECT pg_notify($1, $2)', [REGISTRY_CHANNEL, String(revision)]);
  return revision;
}

/** The registry's current revision. */
export async function readRegistryRevision(db: Queryable): Promise<number> {
  return (await readRegistryRevisionAge(db)).revision;
}

/** The registry's current revision and how long ago it changed (null: not since it was noted). */
export interface RevisionAge {
  revision: number;
  /** Measured by the database's clock alone: the servers' clocks may disagree. */
  changedMsAgo: number | null;
}

/** The registry's current revision and its age. */
export async function readRegistryRevisionAge(db: Queryable): Promise<RevisionAge> {
  const [row] = await db.query<{ revision: string; age_ms: number | string | null }>(
    `SELECT revision, extract(epoch FROM clock_timestamp() - changed_at) * 1000 AS age_ms
     FROM registry_revision`,
  );
  const age = row?.age_ms;
  return {
    revision: Number(row?.revision ?? 0),
    changedMsAgo: age === null || age === undefined ? null : Number(age),
  };
}
