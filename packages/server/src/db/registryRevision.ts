import type { Queryable } from './database';

/** The PostgreSQL channel on which every registry change is announced to every instance. */
export const REGISTRY_CHANNEL = 'gold_registry_changed';

/**
 * Raises the registry's revision and announces it, inside the change's transaction: PostgreSQL
 * delivers the notification only when (and if) the transaction commits.
 */
export async function bumpRegistryRevision(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ revision: string }>(
    'UPDATE registry_revision SET revision = revision + 1 RETURNING revision',
  );
  const revision = Number(row?.revision);
  await tx.query('SELECT pg_notify($1, $2)', [REGISTRY_CHANNEL, String(revision)]);
  return revision;
}

/** The registry's current revision. */
export async function readRegistryRevision(db: Queryable): Promise<number> {
  const [row] = await db.query<{ revision: string }>('SELECT revision FROM registry_revision');
  return Number(row?.revision ?? 0);
}
