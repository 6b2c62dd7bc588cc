import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Queryable } from './database';
import { LockHeldError, acquireProcessLock } from './processLock';

/** Raised when the embedded database folder is already open in another process. */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string, ownerPid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${ownerPid}. ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Opens (creating on first use) the embedded PostgreSQL in `<dataDir>/pglite`. */
export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireProcessLock(join(dataDir, 'pglite.lock')).catch((error: unknown) => {
    throw error instanceof LockHeldError ? new DatabaseInUseError(dataDir, error.ownerPid) : error;
  });
  let pg: PGlite;
  try {
    pg = await PGlite.create(join(dataDir, 'pglite'));
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    engine: 'pglite',
    ...queryableOf(pg),
    transaction: (work) => pg.transaction((tx) => work(queryableOf(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        await lock.release();
      }
    },
  };
}

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
