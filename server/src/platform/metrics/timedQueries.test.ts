import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../database';
import { timedQueries } from './timedQueries';

/** A database whose statements take `ms` of the test's clock; the one named `hung` then fails. */
function fakeDatabase(clock: { ms: number }) {
  const taking = async (ms: number, sql = '') => {
    clock.ms += ms;
    if (sql === 'hung') throw new Error('Query read timeout');
  };
  const tx: Queryable = {
    query: async () => (await taking(7), []),
    exec: () => taking(9),
  };
  const db: Database = {
    engine: 'postgres',
    query: async (sql) => (await taking(sql === 'hung' ? 3000 : 2, sql), []),
    exec: () => taking(40),
    transaction: (work) => work(tx),
    close: async () => {},
    poolUse: () => ({ total: 10, idle: 4, waiting: 2 }),
  };
  return db;
}

describe('timedQueries', () => {
  it("times each statement, a failed one and a transaction's included, and changes nothing else", async () => {
    const clock = { ms: 0 };
    const seconds: number[] = [];
    const db = timedQueries(
      fakeDatabase(clock),
      { queryDone: (s) => seconds.push(s) },
      () => clock.ms,
    );
    await db.query('SELECT 1');
    await expect(db.query('hung')).rejects.toThrow('Query read timeout');
    await db.exec('CREATE TABLE t (id int)');
    await db.transaction(async (tx) => {
      await tx.query('SELECT 2');
      await tx.exec('SELECT 3');
    });
    expect(seconds).toEqual([0.002, 3, 0.04, 0.007, 0.009]);
    expect(db.engine).toBe('postgres');
    expect(db.poolUse()).toEqual({ total: 10, idle: 4, waiting: 2 });
  });
});
