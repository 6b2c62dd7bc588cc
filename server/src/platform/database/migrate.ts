import type { Database, Queryable } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

// Any fixed number: it names the lock that keeps two starting servers from migrating at once.
const MIGRATION_LOCK_KEY = 7_401_526;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in version order, in one
 * transaction. Returns the versions it applied.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  const pending = [...migrations].sort((a, b) => a.version - b.version);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const appliedNow: number[] = [];
    for (const migration of pending) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      appliedNow.push(migration.version);
    }
    return appliedNow;
  });
}

/** The newest migration applied to the database (0 before any). */
export async function schemaVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return row?.version ?? 0;
}
