import type { Database, Queryable } from '../database';

/** Where a timed statement's seconds go (ServerMetrics.queryDone). */
export interface QueryTimer {
  queryDone(seconds: number): void;
}

/**
 * `db` with each statement timed, inside transactions too: from the call to its answer or its
 * failure, so a wait for a connection of the pool and a timeout count in its time.
 */
export function timedQueries(
  db: Database,
  timer: QueryTimer,
  now: () => number = () => performance.now(),
): Database {
  async function timed<T>(statement: () => Promise<T>): Promise<T> {
    const started = now();
    try {
      return await statement();
    } finally {
      timer.queryDone((now() - started) / 1000);
    }
  }
  const timedOn = (target: Queryable): Queryable => ({
    query: (sql, params) => timed(() => target.query(sql, params)),
    exec: (sql) => timed(() => target.exec(sql)),
  });
  return {
    ...db,
    ...timedOn(db),
    transaction: (work) => db.transaction((tx) => work(timedOn(tx))),
  };
}
