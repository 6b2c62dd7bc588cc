import { loadServerConfig } from '@gold/config/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { goldRateCache } from '../../api/store';
import { DATABASE_UNAVAILABLE } from '../database/databaseUnavailable';
import { RegistryService } from '../../release/registry/registryService';
import { stoppableDatabase } from '../../testing/databaseOutage';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { bareShell, remoteBuild } from '../../testing/testBuild';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { opsRoutes } from '../../opsRoutes';

const TOKEN = 'bootstrap-token-for-the-ops-outage-tests';
let test: TestDatabase;
let db: ReturnType<typeof stoppableDatabase>;
let app: FastifyInstance;

beforeAll(async () => {
  test = await openTestDatabase();
  db = stoppableDatabase(test.db);
  const registry = new RegistryService(db, bareShell);
  for (const version of ['1.0.0', '1.1.0'])
    await registry.publish('branches', remoteBuild('branches', version), { actor: 'test' });
  await registry.channels.promote('branches', '1.0.0', { actor: 'test' });
  app = Fastify({ logger: false });
  await app.register(opsRoutes, {
    prefix: '/ops',
    db,
    config: loadServerConfig({ DATA_DIR: test.dataDir, OPS_TOKEN: TOKEN }),
    registry,
    rates: goldRateCache(db, { maxAgeMs: 1000 }),
  });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await test?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${TOKEN}` } });

it('answers reads and changes while the database is down with 503 saying so, and works again once it is back', async () => {
  db.down = true;
  try {
    for (const [method, url, body] of [
      ['GET', '/ops/registry'],
      ['POST', '/ops/registry/branches/promote', { version: '1.1.0' }],
      ['GET', '/ops/enquiries'],
      ['GET', '/ops/tokens'],
    ] as const) {
      const response = await call(method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 503,
        body: { error: DATABASE_UNAVAILABLE, requestId: expect.any(String) },
      });
    }
  } finally {
    db.down = false;
  }
  const promoted = await call('POST', '/ops/registry/branches/promote', { version: '1.1.0' });
  expect(promoted.statusCode).toBe(200);
  expect((await call('GET', '/ops/registry')).statusCode).toBe(200);
});
