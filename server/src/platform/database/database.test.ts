import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';

// Opening a seeded embedded database is seconds of WebAssembly on a busy machine.
const HOOK_TIMEOUT_MS = 120_000;

// What a Database does alike on both engines: the embedded one answers from its own thread, the
// PostgreSQL one from a pool of connections.
describeEachEngine(
  'a Database',
  ({ engine, open }) => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await open();
      await test.db.exec(
        'CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz)',
      );
    }, HOOK_TIMEOUT_MS);
    afterAll(() => test?.dispose(), HOOK_TIMEOUT_MS);

    const bodies = async () =>
      (await test.db.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).map(
        (row) => row.body,
      );

    it('answers parameterised queries with their rows, dates as dates', async () => {
      const at = new Date('2026-01-02T03:04:05.678Z');
      await test.db.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, 'first', at]);
      expect(await test.db.query('SELECT id, body, at FROM notes WHERE id = $1', [1])).toEqual([
        { id: 1, body: 'first', at },
      ]);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1, $2)', [2, 'kept']);
      });
      await expect(
        test.db.transaction(async (tx) => {
          await tx.query('INSERT INTO notes VALUES ($1, $2)', [3, 'dropped']);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await bodies()).toEqual(['first', 'kept']);
    });

    it("keeps PostgreSQL's error fields, and rolls back the transaction that met the error", async () => {
      const failed = await test.db
        .transaction(async (tx) => {
          await tx.query('INSERT INTO notes VALUES ($1, $2)', [4, 'lost with the duplicate']);
          await tx.query('INSERT INTO notes VALUES ($1, $2)', [1, 'duplicate']);
        })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(Error);
      expect(failed).toMatchObject({
        code: '23505',
        message: expect.stringContaining('duplicate key'),
      });
      expect(await bodies()).toEqual(['first', 'kept']);
    });

    it('lets queries outside a transaction wait for it instead of deadlocking', async () => {
      let outside: Promise<unknown> | undefined;
      await test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1, $2)', [5, 'inside']);
        outside = test.db.query('INSERT INTO notes VALUES ($1, $2)', [6, 'outside']);
        await tx.query('UPDATE notes SET body = $1 WHERE id = $2', ['inside, updated', 5]);
      });
      await outside;
      expect(await bodies()).toEqual(['first', 'kept', 'inside, updated', 'outside']);
    });

    it.runIf(engine === 'postgres')(
      'fails a transaction whose connection is lost under it, and goes on: the process does not end',
      async () => {
        const lost = test.db.transaction(async (tx) => {
          await tx.query('INSERT INTO notes VALUES ($1, $2)', [7, 'lost with its connection']);
          // The server ends this connection, as a stopped or restarted PostgreSQL does.
          await test.db.query('SELECT pg_terminate_backend($1)', [
            (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid,
          ]);
          await tx.query('SELECT 1');
        });
        await expect(lost).rejects.toThrow();
        expect(await bodies()).not.toContain('lost with its connection');
      },
    );
  },
  { timeout: 60_000 },
);
