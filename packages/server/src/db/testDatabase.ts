import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDatabase } from './createDatabase';
import type { Database } from './database';

/** A throwaway database for a test file, with what `dispose` needs to remove it. */
export interface TestDatabase {
  db: Database;
  /** A temporary folder, also the embedded database's `dataDir`. */
  dataDir: string;
  dispose(): Promise<void>;
}

async function runAdmin(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, seeded database: embedded in a temporary folder, or, when TEST_DATABASE_URL is set, in
 * a new schema of that PostgreSQL which `dispose` drops again.
 */
export async function openTestDatabase(
  url: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gold-test-'));
  if (!url) {
    const db = await createDatabase({ databaseUrl: undefined, dataDir });
    return {
      db,
      dataDir,
      async dispose() {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `gold_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await runAdmin(url, `CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await createDatabase({ databaseUrl: scoped.toString(), dataDir });
  return {
    db,
    dataDir,
    async dispose() {
      await db.close();
      await runAdmin(url, `DROP SCHEMA ${schema} CASCADE`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
