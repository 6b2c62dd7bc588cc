import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable } from '../../platform/database/database';
import { goldRateCache } from './goldRateCache';
import { insertGoldRate } from './rates';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';

// Opening a seeded embedded database is seconds of WebAssembly on a busy machine.
const HOOK_TIMEOUT_MS = 120_000;

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describeEachEngine(
  'goldRateCache',
  ({ open }) => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await open();
    }, HOOK_TIMEOUT_MS);
    afterAll(() => test?.dispose(), HOOK_TIMEOUT_MS);

    /** The test database, counting the statements sent to it. */
    function countingDb(): Queryable & { queries: number } {
      const counted = {
        queries: 0,
        query<T>(sql: string, params?: readonly unknown[]) {
          counted.queries += 1;
          return test.db.query<T>(sql, params);
        },
        exec: (sql: string) => test.db.exec(sql),
      };
      return counted;
    }

    it('answers requests within maxAgeMs from one read, and reads again after', async () => {
      const db = countingDb();
      const time = clock();
      const rates = goldRateCache(db, { maxAgeMs: 1000, now: time.now });
      const [first, second] = await Promise.all([rates.current(), rates.current()]);
      expect(first).not.toBeNull();
      expect(second).toEqual(first);
      expect(db.queries).toBe(1);
      time.advance(999);
      await rates.current();
      expect(db.queries).toBe(1);
      time.advance(1);
      await rates.current();
      expect(db.queries).toBe(2);
    });

    it('shows rates stored by this server at once after invalidate', async () => {
      const time = clock();
      const rates = goldRateCache(test.db, { maxAgeMs: 60_000, now: time.now });
      const before = await rates.page({ limit: 5, offset: 0 });
      const previous = await rates.current();
      const stored = await insertGoldRate(test.db, {
        karat18: '6001.00',
        karat22: '7301.00',
        karat24: '7901.00',
      });
      expect(await rates.current()).toEqual(previous);
      rates.invalidate();
      expect(await rates.current()).toEqual(stored);
      const after = await rates.page({ limit: 5, offset: 0 });
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]).toEqual(stored);
    });

    it('keeps pages of different sizes apart', async () => {
      const rates = goldRateCache(test.db, { maxAgeMs: 60_000 });
      expect((await rates.page({ limit: 1, offset: 0 })).items).toHaveLength(1);
      expect((await rates.page({ limit: 2, offset: 0 })).items).toHaveLength(2);
      expect((await rates.page({ limit: 1, offset: 1 })).items[0]).toEqual(
        (await rates.page({ limit: 2, offset: 0 })).items[1],
      );
    });

    it('does not keep a failed read: the next request reads again', async () => {
      let fail = true;
      const flaky: Queryable = {
        query: <T>(sql: string, params?: readonly unknown[]) =>
          fail ? Promise.reject(new Error('database restarting')) : test.db.query<T>(sql, params),
        exec: (sql) => test.db.exec(sql),
      };
      const rates = goldRateCache(flaky, { maxAgeMs: 60_000 });
      await expect(rates.current()).rejects.toThrow('database restarting');
      fail = false;
      expect(await rates.current()).not.toBeNull();
    });

    it('answers with the last rates read while the database cannot be read, and reads again after maxAgeMs', async () => {
      let fail = false;
      let reads = 0;
      const flaky: Queryable = {
        query: <T>(sql: string, params?: readonly unknown[]) => {
          reads += 1;
          return fail
            ? Promise.reject(new Error('database restarting'))
            : test.db.query<T>(sql, params);
        },
        exec: (sql) => test.db.exec(sql),
      };
      const time = clock();
      const rates = goldRateCache(flaky, { maxAgeMs: 1000, now: time.now });
      const known = await rates.current();
      expect(known).not.toBeNull();
      fail = true;
      time.advance(1000);
      expect(await rates.current()).toEqual(known);
      expect(await rates.current()).toEqual(known);
      expect(reads).toBe(2);
      time.advance(1000);
      expect(await rates.current()).toEqual(known);
      expect(reads).toBe(3);
    });
  },
  { timeout: 60_000 },
);
