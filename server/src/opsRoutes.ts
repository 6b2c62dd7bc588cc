import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '@gold/config/server';
import type { Database } from './platform/database';
import type { GoldRateCache } from './api/store';
import { guardWindowOf } from './release/canary/canaryReadings';
import type { RegistryService } from './release/registry/registryService';
import { opsErrorHandler } from './platform/http/errorShapes';
import { requireOpsToken } from './platform/ops/opsAuth';
import { ratesRoutes } from './api/ops/ratesRoutes';
import { recordsRoutes } from './api/ops/recordsRoutes';
import { registryRoutes } from './release/ops/registryRoutes';
import { tokensRoutes } from './platform/ops/tokensRoutes';

export interface OpsOptions {
  db: Database;
  config: ServerConfig;
  registry: RegistryService;
  rates: GoldRateCache;
}

/**
 * Operator endpoints under /ops: plain JSON (not the visitors' encrypted envelope), every one
 * behind an ops token. Each concern registers its routes from its own file, with the capability
 * a token needs for them.
 */
export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (
  app,
  { db, config, registry, rates },
) => {
  // onRequest, before any body is read: a stranger's body is never parsed or buffered, and a
  // stranger learns nothing from a 400 or 413 about what the endpoint would have taken.
  app.addHook('onRequest', requireOpsToken({ bootstrapSecret: config.opsToken, db }));
  app.setErrorHandler(opsErrorHandler);
  await app.register(recordsRoutes, { db });
  await app.register(registryRoutes, {
    db,
    registry,
    guardWindow: guardWindowOf(config.canaryGuard),
    previews: { siteUrl: config.public.siteUrl, signingKey: config.signingKey },
  });
  await app.register(ratesRoutes, { db, rates });
  await app.register(tokensRoutes, { db });
};
