import type { Database, Queryable } from '../../platform/database/database';
import { insertBranch } from './branches';
import { seedBranches, seedGoldRates } from './seedData';

// Another fixed lock name: two servers starting on one empty PostgreSQL seed it once.
const SEED_LOCK_KEY = 7_401_527;

async function isEmpty(tx: Queryable, table: 'gold_rates' | 'branches'): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

/** Fills the rate history and the branches with fictional data, each only while its table is empty. */
export async function seedIfEmpty(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await isEmpty(tx, 'gold_rates')) {
      const days = seedGoldRates.length;
      for (const [index, rate] of seedGoldRates.entries()) {
        // Backdated one day apart so the last entry is the newest.
        await tx.query(
          `INSERT INTO gold_rates (karat18, karat22, karat24, created_at)
           VALUES ($1, $2, $3, now() - make_interval(days => $4))`,
          [rate.karat18, rate.karat22, rate.karat24, days - 1 - index],
        );
      }
    }
    if (await isEmpty(tx, 'branches')) {
      for (const branch of seedBranches) await insertBranch(tx, branch);
    }
  });
}
