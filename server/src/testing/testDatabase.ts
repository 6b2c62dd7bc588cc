import { createHash } from 'node:crypto';
import { access, cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { describe, type SuiteOptions } from 'vitest';
import { createDatabase } from '../platform/database/createDatabase';
import type { Database } from '../platform/database/database';
import { migrations } from '../platform/database/migrations';
import {
  LockHeldError,
  acquireProcessLock,
  type ProcessLock,
} from '../platform/database/processLock';
import { seedIfEmpty } from '../api/store/seed';
import { seedBranches, seedGoldRates } from '../api/store/seedData';

/** A throwaway database for a test file, with what `dispose` needs to remove it. */
export interface TestDatabase {
  db: Database;
  /** A temporary folder, also the embedded database's `dataDir`. */
  dataDir: string;
  /** On PostgreSQL, the URL the database was opened with. */
  url?: string;
  dispose(): Promise<void>;
}

// Creating an embedded database runs initdb in WebAssembly: several seconds of CPU, and minutes
// when every test file does it at once on a small, busy machine. Test files therefore copy one
// migrated and seeded database, built once for this schema and seed and kept in the temp folder.
const templateKey = createHash('sha256')
  .update(JSON.stringify([migrations, seedGoldRates, seedBranches]))
  .digest('hex')
  .slice(0, 16);
const templateDir = join(tmpdir(), `gold-pglite-template-${templateKey}`);
const templateLock = `${templateDir}.lock`;
const TEMPLATE_WAIT_MS = 300_000;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function buildTemplate(): Promise<void> {
  const dataDir = await mkdtemp(`${templateDir}-`);
  const db = await createDatabase({ databaseUrl: undefined, dataDir, seed: seedIfEmpty });
  await db.close();
  await writeFile(join(dataDir, 'ready'), '');
  await rename(dataDir, templateDir);
}

/** Whether the template is ready: built here, or by the test process that holds the lock. */
async function ensureTemplate(): Promise<boolean> {
  const ready = join(templateDir, 'ready');
  if (await exists(ready)) return true;
  let lock: ProcessLock;
  try {
    lock = await acquireProcessLock(templateLock);
  } catch (error) {
    if (!(error instanceof LockHeldError)) throw error;
    for (let waited = 0; waited < TEMPLATE_WAIT_MS; waited += 500) {
      if (await exists(ready)) return true;
      await sleep(500);
    }
    return false;
  }
  try {
    if (!(await exists(ready))) await buildTemplate();
    return true;
  } finally {
    await lock.release();
  }
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

async function openEmbedded(dataDir: string): Promise<Database> {
  if (await ensureTemplate()) {
    await cp(join(templateDir, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  }
  return createDatabase({ databaseUrl: undefined, dataDir, seed: seedIfEmpty });
}

/**
 * A fresh, seeded database: embedded in a temporary folder, or, given a PostgreSQL URL, in a new
 * schema there which `dispose` drops again.
 */
export async function openTestDatabase(url?: string): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gold-test-'));
  if (!url) {
    const db = await openEmbedded(dataDir);
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
  const db = await createDatabase({ databaseUrl: scoped.toString(), dataDir, seed: seedIfEmpty });
  return {
    db,
    dataDir,
    url: scoped.toString(),
    async dispose() {
      await db.close();
      await runAdmin(url, `DROP SCHEMA ${schema} CASCADE`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One engine the database tests run on, and how to open a fresh database on it. */
export interface TestEngine {
  engine: Database['engine'];
  open(): Promise<TestDatabase>;
}

const inCi = /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * Declares `tests` once on PGlite and once on the PostgreSQL at TEST_DATABASE_URL (`npm test`
 * starts one). Without that URL the PostgreSQL half is skipped, and shown as skipped; under CI it
 * fails instead, so CI cannot lose it unnoticed.
 */
export function describeEachEngine(
  name: string,
  tests: (engine: TestEngine) => void,
  options: SuiteOptions = {},
): void {
  const url = process.env.TEST_DATABASE_URL;
  const postgres: TestEngine = {
    engine: 'postgres',
    async open() {
      if (!url) throw new Error('CI runs the database tests on PostgreSQL: set TEST_DATABASE_URL');
      return openTestDatabase(url);
    },
  };
  describe(`${name} on pglite`, options, () => {
    tests({ engine: 'pglite', open: () => openTestDatabase() });
  });
  describe.skipIf(!url && !inCi)(`${name} on postgres`, options, () => {
    tests(postgres);
  });
}
