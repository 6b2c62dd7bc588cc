import { Client } from 'pg';

/** A database of its own on the PostgreSQL the tests were given (TEST_DATABASE_URL). */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin(adminUrl: string, sql: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database named after `purpose` and this process, so runs never meet. */
export async function createScratchDatabase(
  adminUrl: string,
  purpose: string,
): Promise<ScratchDatabase> {
  const name = `gold_e2e_${purpose}_${process.pid}_${Date.now()}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
