import type { Database, Queryable } from '../platform/database';

/** The error node-postgres raises when PostgreSQL is not running. */
export function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
}

/** For tests: `db`, stopped and started at will; while stopped every statement is refused. */
export function stoppableDatabase(db: Database): Database & { down: boolean; queries: number } {
  const guarded = (target: Queryable): Queryable => ({
    query: async (sql, params) => {
      wrapper.queries += 1;
      if (wrapper.down) throw connectionRefused();
      return target.query(sql, params);
    },
    exec: async (sql) => {
      if (wrapper.down) throw connectionRefused();
      return target.exec(sql);
    },
  });
  const wrapper: Database & { down: boolean; queries: number } = {
    ...db,
    ...guarded(db),
    down: false,
    queries: 0,
    transaction: async (work) => {
      if (wrapper.down) throw connectionRefused();
      return db.transaction((tx) => work(guarded(tx)));
    },
  };
  return wrapper;
}
