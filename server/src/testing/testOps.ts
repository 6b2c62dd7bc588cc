import { loadServerConfig } from '@gold/config/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { goldRateCache } from '../api/store';
import type { TestDatabase } from './testDatabase';
import { RegistryService } from '../release/registry/registryService';
import { opsRoutes } from '../opsRoutes';
import { bareShell } from './testBuild';

/**
 * For tests: the ops endpoints alone under /ops, on `test`'s database, with `bootstrapSecret` as
 * OPS_TOKEN and a shell that shares nothing (so that `remoteBuild` passes the gate).
 */
export async function opsOnly(
  test: TestDatabase,
  bootstrapSecret: string,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(opsRoutes, {
    prefix: '/ops',
    db: test.db,
    config: loadServerConfig({ DATA_DIR: test.dataDir, OPS_TOKEN: bootstrapSecret }),
    registry: new RegistryService(test.db, bareShell),
    rates: goldRateCache(test.db, { maxAgeMs: 1000 }),
  });
  return app;
}
