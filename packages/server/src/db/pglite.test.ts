import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { DatabaseInUseError, openPglite } from './pglite';

// Creating an embedded database runs initdb in WebAssembly: seconds of CPU on a busy machine.
const HOOK_TIMEOUT_MS = 180_000;

let dataDir: string;
let db: Database;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gold-pglite-'));
  db = await openPglite(dataDir);
  await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz)');
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
}, HOOK_TIMEOUT_MS);

const bodies = async () =>
  (await db.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).map((row) => row.body);

describe('embedded database on its own thread', { timeout: 60_000 }, () => {
  it('answers parameterised queries with their rows, dates as dates', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await db.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, 'first', at]);
    expect(await db.query('SELECT id, body, at FROM notes WHERE id = $1', [1])).toEqual([
      { id: 1, body: 'first', at },
    ]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1, $2)', [2, 'kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1, $2)', [3, 'dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['first', 'kept']);
  });

  it("keeps PostgreSQL's error fields, and rolls back the transaction that met the error", async () => {
    const failed = await db
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
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1, $2)', [5, 'inside']);
      outside = db.query('INSERT INTO notes VALUES ($1, $2)', [6, 'outside']);
      await tx.query('UPDATE notes SET body = $1 WHERE id = $2', ['inside, updated', 5]);
    });
    await outside;
    expect(await bodies()).toEqual(['first', 'kept', 'inside, updated', 'outside']);
  });

  it('refuses to open a folder that is already open', async () => {
    // The folder's lock is held while it is open: a second opening is refused, not shared.
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseInUseError);
  });
});
