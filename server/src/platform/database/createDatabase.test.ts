import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranches } from '../../api/store/branches';
import { createDatabase } from './createDatabase';
import type { Database } from './database';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { DatabaseInUseError } from './pglite';
import { currentGoldRate, insertGoldRate } from '../../api/store/rates';
import { seedIfEmpty } from '../../api/store/seed';
import {
  describeEachEngine,
  openTestDatabase,
  type TestDatabase,
} from '../../testing/testDatabase';

const HOOK_TIMEOUT_MS = 180_000;

async function count(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

describeEachEngine('createDatabase', ({ open }) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await open();
    db = test.db;
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test?.dispose(), HOOK_TIMEOUT_MS);

  it('applies every migration once and records it', async () => {
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(rows.map((row) => row.version)).toEqual(
      migrations.map((migration) => migration.version),
    );
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds a week of rates, today’s on top, and open branches in both states', async () => {
    expect(await count(db, 'gold_rates')).toBe(7);
    expect(await currentGoldRate(db)).toMatchObject({
      karat18: '5850.00',
      karat22: '7150.00',
      karat24: '7800.00',
    });
    const states = await db.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM branches WHERE status = 1 GROUP BY state ORDER BY state`,
    );
    expect(states.map((row) => row.state)).toEqual(['Karnataka', 'Tamil Nadu']);
    expect(states.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(8);
  });

  it('does not seed tables that already hold data', async () => {
    const before = [await count(db, 'gold_rates'), await count(db, 'branches')];
    await seedIfEmpty(db);
    expect([await count(db, 'gold_rates'), await count(db, 'branches')]).toEqual(before);
  });

  it('answers the same value types', async () => {
    expect((await currentGoldRate(db))?.createdAt).toBeInstanceOf(Date);
    const page = await listBranches(db, { status: 1, search: 'usman' }, { limit: 5, offset: 0 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ latitude: 13.0418, longitude: 80.2341 });
  });

  it('applies a new migration once', async () => {
    const next = {
      version: 1000,
      name: 'test table',
      sql: 'CREATE TABLE migration_probe (id integer)',
    };
    expect(await migrate(db, [...migrations, next])).toEqual([1000]);
    expect(await migrate(db, [...migrations, next])).toEqual([]);
    expect(await count(db, 'migration_probe')).toBe(0);
  });

  it('rolls a failing migration back whole', async () => {
    const broken = {
      version: 1001,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id integer); SELECT * FROM no_such_table;',
    };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow(/no_such_table/);
    const tables = await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`);
    expect(tables).toEqual([]);
    const versions = await db.query('SELECT version FROM schema_migrations WHERE version = 1001');
    expect(versions).toEqual([]);
  });

  it('commits a transaction only when its work succeeds', async () => {
    const before = await count(db, 'gold_rates');
    await expect(
      db.transaction(async (tx) => {
        await insertGoldRate(tx, { karat18: '1.00', karat22: '1.00', karat24: '1.00' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count(db, 'gold_rates')).toBe(before);
    await db.transaction((tx) =>
      insertGoldRate(tx, { karat18: '2.00', karat22: '2.00', karat24: '2.00' }),
    );
    expect(await count(db, 'gold_rates')).toBe(before + 1);
  });
});

describe('the embedded database in its folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gold-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'keeps its data, and neither migrates nor seeds again',
    async () => {
      const first = await createDatabase({ databaseUrl: undefined, dataDir });
      expect(await count(first, 'gold_rates')).toBe(0);
      await insertGoldRate(first, { karat18: '6000.00', karat22: '7300.00', karat24: '7950.50' });
      await first.close();

      // A lock file left by a process that is gone must not keep the database closed.
      await writeFile(join(dataDir, 'pglite.lock'), '999999999');
      const second = await createDatabase({ databaseUrl: undefined, dataDir, seed: seedIfEmpty });
      try {
        expect(await count(second, 'gold_rates')).toBe(1);
        expect((await currentGoldRate(second))?.karat24).toBe('7950.50');
        expect(await count(second, 'branches')).toBeGreaterThanOrEqual(8);
        expect(await count(second, 'schema_migrations')).toBe(migrations.length);
      } finally {
        await second.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it(
    'refuses a second opening of the same folder while the first is open',
    async () => {
      const test = await openTestDatabase();
      try {
        await expect(
          createDatabase({ databaseUrl: undefined, dataDir: test.dataDir }),
        ).rejects.toBeInstanceOf(DatabaseInUseError);
      } finally {
        await test.dispose();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});
