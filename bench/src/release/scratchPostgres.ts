import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { repoRoot } from '../run/paths';
import { progress } from '../run/progress';

/** A database of the bench's own that the server instances share. */
export interface BenchDatabase {
  url: string;
  /** e.g. "PostgreSQL 15.14, a throwaway cluster". */
  about: string;
  /** Drops the database, and stops the cluster when the bench started one. */
  close(): Promise<void>;
}

/** What scripts/postgresCluster.mjs exports (plain JS, so typed here). */
interface ClusterModule {
  startPostgresCluster(): Promise<{ url: string; version: string; stop(): void }>;
}

async function query(url: string, sql: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<Record<string, string>>(sql);
    const row = result.rows[0];
    return row ? Object.values(row)[0] : undefined;
  } finally {
    await client.end();
  }
}

/**
 * A scratch database named after this process, on the PostgreSQL at `databaseUrl` (existing data
 * is never touched: only this database is created and dropped) or, with none given, on a
 * throwaway cluster the bench starts and stops (scripts/postgresCluster.mjs, as `npm test` does).
 */
export async function scratchPostgres(databaseUrl: string | undefined): Promise<BenchDatabase> {
  let stopCluster = () => {};
  let adminUrl = databaseUrl;
  if (!adminUrl) {
    progress('release', 'no --database-url: starting a throwaway PostgreSQL cluster');
    const script = pathToFileURL(join(repoRoot, 'scripts/postgresCluster.mjs')).href;
    const { startPostgresCluster } = (await import(script)) as ClusterModule;
    const cluster = await startPostgresCluster();
    adminUrl = cluster.url;
    stopCluster = cluster.stop;
  }
  const name = `gold_bench_release_${process.pid}`;
  try {
    const version = await query(adminUrl, 'SHOW server_version');
    await query(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const admin = adminUrl;
    return {
      url: url.href,
      about: `PostgreSQL ${version ?? '?'}, ${databaseUrl ? `database ${name} on the one given` : 'a throwaway cluster'}`,
      close: async () => {
        try {
          // FORCE: a connection the servers left behind must not keep the database.
          await query(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          stopCluster();
        }
      },
    };
  } catch (error) {
    stopCluster();
    throw error;
  }
}
