import { loadServerConfig } from '@gold/config/server';
import type { FastifyInstance } from 'fastify';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, newFastify } from '../app';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { standInWebRoot, type StandInWebRoot } from '../testing/standInWebRoot';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { asksForSourceMap } from './sourceMapGuard';

const MAP = '{"version":3,"sources":["../src/secret.ts"]}';

let testDb: TestDatabase;
let web: StandInWebRoot;
/** Production, and production with SOURCE_MAPS=1. */
const apps: FastifyInstance[] = [];

/** The whole server on a stand-in shell that holds a source map. */
async function productionApp(env: Record<string, string>) {
  const config = loadServerConfig({ DATA_DIR: testDb.dataDir, NODE_ENV: 'production', ...env });
  const opsApp = newFastify(config, false, undefined, 'ops');
  const app = await buildApp({
    config,
    db: testDb.db,
    webRoot: web.webRoot,
    autoPublish: false,
    logger: false,
    opsApp,
  });
  apps.push(app, opsApp);
  await app.ready();
  return app;
}

let production: FastifyInstance;
let withMaps: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDatabase();
  web = await standInWebRoot();
  await writeFile(join(web.shellDist, 'main.0123456789.js'), 'console.debug("shell");');
  await writeFile(join(web.shellDist, 'main.0123456789.js.map'), MAP);
  production = await productionApp({});
  withMaps = await productionApp({ SOURCE_MAPS: '1' });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.dispose();
  await web?.remove();
}, DATABASE_HOOK_TIMEOUT_MS);

const encodings = [
  '/shell/main.0123456789.js.map',
  '/shell/main.0123456789.js.ma%70',
  '/shell/main.0123456789.js%2emap',
  '/shell/main.0123456789.js%2Emap',
  '/shell/main.0123456789.js%2E%6D%61%70',
  '/shell/main.0123456789.js.map?v=1',
];

describe('source maps in production', () => {
  it.each(encodings)('are not served at %s', async (url) => {
    const answer = await production.inject({ url });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('secret.ts');
  });

  it.each(encodings)('are served at %s with SOURCE_MAPS=1', async (url) => {
    const answer = await withMaps.inject({ url });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(MAP);
  });

  it('leave the other files alone', async () => {
    expect((await production.inject({ url: '/shell/main.0123456789.js' })).statusCode).toBe(200);
    expect(asksForSourceMap('/shell/sitemap.xml')).toBe(false);
    expect(asksForSourceMap('/shell/%E0%A4%A')).toBe(false);
  });
});
