/** A throwaway PostgreSQL cluster (see postgresCluster.mjs). */
export interface PostgresCluster {
  /** The superuser's URL of its `postgres` database. */
  url: string;
  version: string;
  /** Stops the server and removes the cluster. */
  stop(): void;
  /** Stops the server only (an outage); `startServer` starts it again on the same port. */
  stopServer(): void;
  startServer(): void;
}

export function ensurePostgres(): void;
export function startPostgresCluster(): Promise<PostgresCluster>;
export function exitOnSignals(): void;
