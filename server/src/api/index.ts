import fastifyMultipart from '@fastify/multipart';
import type { ServerConfig } from '@gold/config/server';
import { apiPaths } from '@gold/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../platform/database';
import type { GoldRateCache } from './store';
import { JSON_BODY_LIMIT, type ApiDeps } from './apiDeps';
import { branchList } from './branchList';
import { apiErrorHandler, apiNotFound } from './errorHandler';
import { multipartLimits } from './formParts';
import { franchiseEnquiry } from './franchiseEnquiry';
import { generalEnquiry } from './generalEnquiry';
import { goldRateCalculate, type PriceCalculation } from './goldRateCalculate';
import { goldRateView } from './goldRateView';

export interface ApiOptions {
  db: Database;
  config: ServerConfig;
  rates: GoldRateCache;
  /**
   * The calculator's pricing, where the server shares it with the calculator page's plain post
   * (one queue of leads for both); its own otherwise.
   */
  price?: PriceCalculation;
}

/**
 * The provider API of spec section 7, to register under the prefix `/api`. Registers its own
 * multipart parser, error handler and not-found handler, all scoped to the API.
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { db, config, rates, price },
) => {
  const deps: ApiDeps = {
    db,
    rates,
    key: config.public.aesKey,
  };
  await app.register(fastifyMultipart, { limits: multipartLimits });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFound);

  const json = { bodyLimit: JSON_BODY_LIMIT };
  app.post(`/${apiPaths.goldRateView}`, json, goldRateView(deps));
  app.post(`/${apiPaths.calculate}`, json, goldRateCalculate(deps, price));
  app.post(`/${apiPaths.branchList}`, json, branchList(deps));
  app.post(`/${apiPaths.generalEnquiry}`, json, generalEnquiry(deps));
  app.post(`/${apiPaths.franchiseEnquiry}`, franchiseEnquiry(deps));
};
