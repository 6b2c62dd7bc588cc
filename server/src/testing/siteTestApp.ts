import type { FastifyInstance } from 'fastify';
import { loadServerConfig, type ServerConfig } from '@gold/config/server';
import { buildApp } from '../app';
import { standInWebRoot } from './standInWebRoot';
import { openTestDatabase, type TestDatabase } from './testDatabase';

/** The whole server on a test database, in front of a stand-in for the shell's build. */
export interface SiteTestApp {
  app: FastifyInstance;
  config: ServerConfig;
  testDb: TestDatabase;
  /** The stand-in shell build: its template and an empty manifest, and what `prepare` added. */
  shellDist: string;
  close(): Promise<void>;
}

/**
 * Builds the app as the server does, with no build of the apps: the shell's build is a template
 * and a manifest in a temporary folder. `prepare` writes more into that folder, or into the
 * database, before the app starts; `env` adds settings to the test database's DATA_DIR.
 */
export async function openSiteTestApp({
  env = {},
  prepare,
}: {
  env?: Record<string, string>;
  prepare?: (shellDist: string, testDb: TestDatabase) => Promise<void>;
} = {}): Promise<SiteTestApp> {
  const testDb = await openTestDatabase();
  const { webRoot, shellDist, remove } = await standInWebRoot();
  await prepare?.(shellDist, testDb);
  const config = loadServerConfig({ DATA_DIR: testDb.dataDir, ...env });
  const app = await buildApp({
    config,
    db: testDb.db,
    webRoot,
    autoPublish: false,
    logger: false,
  });
  await app.ready();
  return {
    app,
    config,
    testDb,
    shellDist,
    async close() {
      await app.close();
      await testDb.dispose();
      await remove();
    },
  };
}
