import type { Database, DatabaseLogger } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { DatabaseTimeouts } from '@gold/config/server';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database (`<dataDir>/pglite`). */
  dataDir: string;
  /** Fills empty tables once the schema is current (the site's fictional rates and branches). */
  seed?: (db: Database) => Promise<void>;
  /** Receives errors of idle PostgreSQL connections (default: console). */
  log?: DatabaseLogger;
  /** How long PostgreSQL is waited on (see `ServerConfig.databaseTimeouts`). */
  timeouts?: DatabaseTimeouts;
}

const consoleLogger: DatabaseLogger = {
  error: (details, message) => console.error(message, details),
};

/**
 * Opens the configured database, brings its schema up to date and, when given a seed, runs it.
 * The caller closes it.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.log ?? consoleLogger, options.timeouts)
    : await openPglite(options.dataDir);
  try {
    await migrate(db);
    if (options.seed) await options.seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
