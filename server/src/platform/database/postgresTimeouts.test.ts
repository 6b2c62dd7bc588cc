import { afterEach, describe, expect, it } from 'vitest';
import { freezingProxy } from '../../testing/freezingProxy';
import type { Database } from './database';
import { isDatabaseUnavailable } from './databaseUnavailable';
import { openPostgres } from './postgres';

// A PostgreSQL that hangs (its backend stopped: the socket open, nothing comes back), as a
// frozen TCP proxy in front of the test cluster plays it. No request may wait on it unbounded.
const url = process.env.TEST_DATABASE_URL;
const quiet = { error: () => undefined };
const timeouts = { connectMs: 300, queryMs: 600 };

let opened: Database | undefined;
let closeProxy: (() => Promise<void>) | undefined;
afterEach(async () => {
  await opened?.close();
  await closeProxy?.();
  opened = undefined;
});

/** A pool on the test cluster through a proxy whose open connections `freeze()` hangs. */
async function hangable() {
  const target = new URL(url as string);
  const proxy = await freezingProxy({ host: target.hostname, port: Number(target.port) });
  closeProxy = proxy.close;
  const through = new URL(target);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  opened = await openPostgres(through.toString(), quiet, timeouts);
  return { db: opened, freeze: proxy.freeze };
}

/** How long `work` took to fail, and with what. */
async function failure(work: () => Promise<unknown>) {
  const started = Date.now();
  const error = await work().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return { error, afterMs: Date.now() - started };
}

describe.skipIf(!url)('the pool, on a PostgreSQL that hangs', () => {
  it('fails a query as the database unavailable once the query timeout passes, not later', async () => {
    const { db, freeze } = await hangable();
    await db.query('SELECT 1');
    expect(freeze()).toBeGreaterThan(0);
    const { error, afterMs } = await failure(() => db.query('SELECT 1'));
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    expect(afterMs).toBeGreaterThanOrEqual(timeouts.queryMs - 50);
    expect(afterMs).toBeLessThan(timeouts.queryMs + 1_000);
  });

  it('fails a transaction as unavailable within the bound, and drops its connection', async () => {
    const { db, freeze } = await hangable();
    await db.query('SELECT 1');
    freeze();
    const { error, afterMs } = await failure(() =>
      db.transaction(async (tx) => tx.query('SELECT 1')),
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    // BEGIN times out, then the ROLLBACK: two bounds at most.
    expect(afterMs).toBeLessThan(2 * timeouts.queryMs + 1_000);
    // The connection is not handed out again: the next query gets a new, unfrozen one.
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
