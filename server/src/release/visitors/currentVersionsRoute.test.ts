import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentVersions } from '@gold/registry';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { RegistryService } from '../registry/registryService';
import { currentVersionsRoute } from './currentVersionsRoute';
import { bareShell, remoteBuild } from '../../testing/testBuild';

let testDb: TestDatabase;
let app: FastifyInstance;
let registry: RegistryService;
const ops = { actor: 'test' };

beforeAll(async () => {
  testDb = await openTestDatabase();
  registry = new RegistryService(testDb.db, bareShell);
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    await registry.publish('branches', remoteBuild('branches', version), ops);
  await registry.channels.promote('branches', '1.0.0', ops);
  app = Fastify({ logger: false });
  await app.register(currentVersionsRoute, { registry });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

async function current(): Promise<CurrentVersions> {
  const response = await app.inject({ url: '/registry/current' });
  expect(response.headers['cache-control']).toContain('no-store');
  return response.json<CurrentVersions>();
}

describe('GET /registry/current', () => {
  it('names a canary ended by the guard or an operator, until it is put on a channel again', async () => {
    await registry.channels.canary('branches', '1.1.0', 50, ops);
    expect((await current()).revoked).toEqual([]);
    await registry.channels.abortCanary('branches', ops);
    expect(await current()).toMatchObject({
      revoked: ['branches@1.1.0'],
      stable: { branches: { version: '1.0.0', channel: 'stable' } },
    });
    await registry.channels.canary('branches', '1.1.0', 10, ops);
    expect((await current()).revoked).toEqual([]);
  });

  it('names a stable version rolled back from, not one a promotion superseded', async () => {
    await registry.channels.promote('branches', '1.1.0', ops);
    await registry.channels.promote('branches', '1.2.0', ops);
    expect((await current()).revoked).toEqual([]);
    await registry.channels.rollback('branches', undefined, ops);
    expect(await current()).toMatchObject({
      revoked: ['branches@1.2.0'],
      stable: { branches: { version: '1.1.0' } },
    });
  });
});
