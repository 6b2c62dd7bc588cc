import type { Queryable } from '../../platform/database/database';
import { returnedRow } from '../../platform/database/returnedRow';
import type { Page, PageRequest } from '../../platform/database/page';

/** A day's rates as stored: rupees per gram as exact decimal strings ("7150.00"). */
export interface StoredGoldRate {
  id: number;
  karat18: string;
  karat22: string;
  karat24: string;
  createdAt: Date;
}

/** New rates in rupees per gram, as decimal strings with at most 2 decimals. */
export interface NewGoldRate {
  karat18: string;
  karat22: string;
  karat24: string;
}

interface GoldRateRow {
  id: number;
  karat18: string;
  karat22: string;
  karat24: string;
  created_at: Date;
}

const columns = 'id, karat18, karat22, karat24, created_at';
const newestFirst = 'ORDER BY created_at DESC, id DESC';

function fromRow(row: GoldRateRow): StoredGoldRate {
  return {
    id: row.id,
    karat18: row.karat18,
    karat22: row.karat22,
    karat24: row.karat24,
    createdAt: row.created_at,
  };
}

/** Records new rates; they become the current rates. */
export async function insertGoldRate(db: Queryable, rate: NewGoldRate): Promise<StoredGoldRate> {
  const inserted = returnedRow(
    await db.query<GoldRateRow>(
      `INSERT INTO gold_rates (karat18, karat22, karat24) VALUES ($1, $2, $3) RETURNING ${columns}`,
      [rate.karat18, rate.karat22, rate.karat24],
    ),
    'gold_rates',
  );
  return fromRow(inserted);
}

/** The newest rates, or null when none was ever set. */
export async function currentGoldRate(db: Queryable): Promise<StoredGoldRate | null> {
  const [row] = await db.query<GoldRateRow>(
    `SELECT ${columns} FROM gold_rates ${newestFirst} LIMIT 1`,
  );
  return row ? fromRow(row) : null;
}

/** One page of the rate history, newest first. */
export async function listGoldRates(
  db: Queryable,
  page: PageRequest,
): Promise<Page<StoredGoldRate>> {
  const rows = await db.query<GoldRateRow>(
    `SELECT ${columns} FROM gold_rates ${newestFirst} LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM gold_rates',
  );
  return { items: rows.map(fromRow), total: count?.total ?? 0 };
}
