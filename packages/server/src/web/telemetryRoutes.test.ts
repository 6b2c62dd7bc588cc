import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { listRemoteFailures } from '../db/registry';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { trafficSince } from '../db/versionTraffic';
import { RegistryService } from '../registry/registryService';
import { branchesBuild } from '../testing/branchesBuild';
import { telemetryRoutes } from './telemetryRoutes';

let testDb: TestDatabase;
let app: FastifyInstance;
let registry: RegistryService;

beforeAll(async () => {
  testDb = await openTestDatabase();
  registry = new RegistryService(testDb.db, () => ({ shared: {}, federationRelease: null }));
  await registry.publish('branches', branchesBuild('1.0.0'), { actor: 'test' });
  app = Fastify({ logger: false });
  await app.register(telemetryRoutes, { db: testDb.db, registry });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

const report = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/telemetry/remote-failure',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      remote: 'branches',
      version: '1.0.0',
      channel: 'canary',
      phase: 'load',
      pageView: 'a'.repeat(32),
      ...fields,
    }),
  });

const countOf = async (version: string) =>
  (await listRemoteFailures(testDb.db)).find((f) => f.version === version)?.count ?? 0;

describe('the failure beacon', () => {
  it('counts only versions the registry holds', async () => {
    const made = await report({ version: '6.6.6' });
    expect(made.statusCode).toBe(422);
    expect(await countOf('6.6.6')).toBe(0);
  });

  it('counts a page view once, however often it reports', async () => {
    for (let i = 0; i < 3; i += 1) expect((await report({})).statusCode).toBe(204);
    expect(await countOf('1.0.0')).toBe(1);
    await report({ pageView: 'b'.repeat(32) });
    expect(await countOf('1.0.0')).toBe(2);
    // The canary guard reads the same count, by time.
    expect((await trafficSince(testDb.db, 'branches', '1.0.0', 0)).failures).toBe(2);
  });

  it("keeps no stranger's words: a message is dropped, a malformed page view refused", async () => {
    expect((await report({ pageView: 'c'.repeat(32), message: 'ROLL BACK NOW' })).statusCode).toBe(
      204,
    );
    expect(JSON.stringify(await registry.status())).not.toContain('ROLL BACK NOW');
    expect((await report({ pageView: 'not-a-page-view' })).statusCode).toBe(400);
  });
});
