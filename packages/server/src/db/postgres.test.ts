import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranches } from './branches';
import { migrate } from './migrate';
import { currentGoldRate, insertGoldRate } from './rates';
import { openTestDatabase, type TestDatabase } from './testDatabase';

// The database contract on a real PostgreSQL, when one is given (the API tests then run on it
// too): TEST_DATABASE_URL=postgres://user@host:port/db
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('createDatabase with PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(url);
  });
  afterAll(() => test.dispose());

  it('migrates and seeds like the embedded database', async () => {
    expect(test.db.engine).toBe('postgres');
    expect(await migrate(test.db)).toEqual([]);
    const rate = await currentGoldRate(test.db);
    expect(rate).toMatchObject({ karat18: '5850.00', karat22: '7150.00', karat24: '7800.00' });
    expect(rate?.createdAt).toBeInstanceOf(Date);
  });

  it('answers the same value types', async () => {
    const page = await listBranches(
      test.db,
      { status: 1, search: 'usman' },
      { limit: 5, offset: 0 },
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ latitude: 13.0418, longitude: 80.2341 });
  });

  it('rolls a failed transaction back', async () => {
    const before = await currentGoldRate(test.db);
    await expect(
      test.db.transaction(async (tx) => {
        await insertGoldRate(tx, { karat18: '1.00', karat22: '1.00', karat24: '1.00' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await currentGoldRate(test.db))?.id).toBe(before?.id);
  });
});
