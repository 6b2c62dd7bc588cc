/** What repositories need of a connection: parameterised queries and plain SQL scripts. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The one database of the server: PGlite by default, PostgreSQL when a URL is configured. */
export interface Database extends Queryable {
  /** Which engine backs this database, for logs. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Listens for notifications on `channel` over a connection of its own, reconnecting when it
   * drops; absent where one process owns the database (PGlite), which needs no announcements.
   */
  listen?(channel: string, handlers: NotificationHandlers): NotificationListener;
  /** How many connections it holds and uses now, and how many queries wait (for the metrics). */
  poolUse(): PoolUse;
}

/** A database's connections and the queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What a listener is told: each notification, and when its connection goes down or up. */
export interface NotificationHandlers {
  notify(payload: string): void;
  connected(up: boolean): void;
}

/** A running listener. */
export interface NotificationListener {
  close(): Promise<void>;
}

/** Where the pool reports errors of idle connections (which would otherwise crash the process). */
export interface DatabaseLogger {
  error(details: object, message: string): void;
}
