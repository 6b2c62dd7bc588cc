import { Pool, type PoolClient } from 'pg';
import type { Database, DatabaseLogger, Queryable } from './database';
import { listenOnPostgres } from './postgresListener';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '@gold/config/server';

/**
 * Connects a pool to PostgreSQL at `url` and checks the connection once. No request waits on it
 * for longer than `timeouts` say: for a connection (a new one, or one of the pool's, all busy)
 * and for a query's answer, whose statement the server cancels too. A hung database then fails a
 * request as unavailable in seconds; its connection is dropped, so that a transaction it left
 * open rolls back.
 */
export async function openPostgres(
  url: string,
  log: DatabaseLogger,
  { connectMs, queryMs }: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): Promise<Database> {
  // Keepalive finds connections whose server vanished (a restart, a dropped network path).
  const pool = new Pool({
    connectionString: url,
    max: 10,
    keepAlive: true,
    connectionTimeoutMillis: connectMs,
    query_timeout: queryMs,
    statement_timeout: queryMs,
  });
  pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL connection failed'));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    engine: 'postgres',
    ...queryableOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection lost mid-transaction (the server stopped) is told as an 'error' event too;
      // unheard, it would end the process. The query under way fails with it, and the
      // connection is discarded below.
      const lost = (error: Error) => {
        broken = error;
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await work(queryableOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that could not roll back is discarded, never reused mid-transaction.
        client.off('error', lost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers, log),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

function queryableOf(target: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
