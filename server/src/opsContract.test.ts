import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPS_PREFIX,
  ratesCalls,
  recordsCalls,
  registryCalls,
  tokenCalls,
} from '@gold/ops-client/contract';
import { loadServerConfig } from '@gold/config/server';
import { goldRateCache } from './api/store';
import { DATABASE_HOOK_TIMEOUT_MS } from './testing/testApi';
import { openTestDatabase, type TestDatabase } from './testing/testDatabase';
import { RegistryService } from './release/registry/registryService';
import { opsRoutes } from './opsRoutes';
import { bareShell } from './testing/testBuild';

// Every route of the ops API is a call of the contract, and every call a route: what the CLI,
// the console and the bench send is what the server answers.

let testDb: TestDatabase;
/** `METHOD /ops/route` of each route the ops plugin registers (HEAD, fastify's own, left out). */
const registered: string[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase();
  const app = Fastify({ logger: false });
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) if (one !== 'HEAD') registered.push(`${one} ${url}`);
  });
  await app.register(opsRoutes, {
    prefix: OPS_PREFIX,
    db: testDb.db,
    config: loadServerConfig({ DATA_DIR: testDb.dataDir, OPS_TOKEN: 'x'.repeat(32) }),
    registry: new RegistryService(testDb.db, bareShell),
    rates: goldRateCache(testDb.db, { maxAgeMs: 1000 }),
  });
  await app.ready();
  await app.close();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => testDb?.dispose());

describe('the ops contract', () => {
  it('declares every route the server registers under /ops, and no other', () => {
    const declared = [ratesCalls, recordsCalls, registryCalls, tokenCalls].flatMap((calls) =>
      Object.values(calls).map(({ method, route }) => `${method} ${OPS_PREFIX}${route}`),
    );
    expect(new Set(declared).size).toBe(declared.length);
    expect([...registered].sort()).toEqual([...declared].sort());
    expect(declared.length).toBe(28);
  });
});
