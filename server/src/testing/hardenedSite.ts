import { encryptPayload } from '@gold/cipher/node';
import { loadServerConfig, type ServerConfig } from '@gold/config/server';
import type { FastifyInstance } from 'fastify';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../platform/database';
import { standInWebRoot } from './standInWebRoot';
import { DATABASE_HOOK_TIMEOUT_MS } from './testApi';
import { openTestDatabase, type TestDatabase } from './testDatabase';
import { xsrfHeaders } from './requestFixtures';

/** The ops token of {@link openHardenedSite}'s server. */
export const OPS_TOKEN = 'test-ops-token-0123456789';

export const json = { 'content-type': 'application/json' };
/** The headers of the visitors' API: JSON, with the XSRF token echoed. */
export const apiJson = { ...json, ...xsrfHeaders };

/** The whole server behind a proxy, on a stand-in shell, with a database that fails on demand. */
export interface HardenedSite {
  app: FastifyInstance;
  testDb: TestDatabase;
  /** The API's AES key. */
  key: string;
  /** Makes every query naming `table` throw, to stand for an internal failure; null: none does. */
  failOn(table: string | null): void;
  /** Another server on the same stand-in shell; /ops on `opsApp` when given. */
  siteOn(config: ServerConfig, db: Database, opsApp?: FastifyInstance): Promise<FastifyInstance>;
  /** A visitors' API body: `payload` encrypted as the pages send it. */
  apiBody(payload: unknown): string;
  close(): Promise<void>;
}

/** Starts {@link HardenedSite}'s server, without a logger; these tests need no build of the apps. */
async function openHardenedSite(): Promise<HardenedSite> {
  const testDb = await openTestDatabase();
  const web = await standInWebRoot();
  await writeFile(join(web.shellDist, 'main.0123456789.js'), 'console.debug("shell");');
  let failingTable: string | null = null;
  const query: Database['query'] = (sql, params) => {
    if (failingTable && sql.includes(failingTable)) {
      throw new Error(`simulated failure at /srv/secret/path/${failingTable}.ts:42`);
    }
    return testDb.db.query(sql, params);
  };
  const siteOn = (config: ServerConfig, db: Database, opsApp?: FastifyInstance) =>
    buildApp({ config, db, webRoot: web.webRoot, autoPublish: false, logger: false, opsApp });
  const config = loadServerConfig({ DATA_DIR: testDb.dataDir, OPS_TOKEN, TRUST_PROXY: '1' });
  const key = config.public.aesKey;
  const app = await siteOn(config, { ...testDb.db, query });
  await app.ready();
  return {
    app,
    testDb,
    key,
    failOn: (table) => (failingTable = table),
    siteOn,
    apiBody: (payload) => JSON.stringify({ data: encryptPayload(payload, key) }),
    async close() {
      await app.close();
      await testDb.dispose();
      await web.remove();
    },
  };
}

/**
 * A {@link HardenedSite} for the tests of the file that calls this: started before them, closed
 * after, and no table failing as each test starts (its fields are set once the tests start).
 */
export function withHardenedSite(): HardenedSite {
  const site = {} as HardenedSite;
  beforeAll(async () => {
    Object.assign(site, await openHardenedSite());
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => site.close?.(), DATABASE_HOOK_TIMEOUT_MS);
  beforeEach(() => site.failOn(null));
  return site;
}
