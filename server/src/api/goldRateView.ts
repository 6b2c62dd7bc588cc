import {
  goldRateViewRequestSchema,
  serverMessages,
  type GoldRate,
  type GoldRateViewResult,
} from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import type { StoredGoldRate } from './store';
import type { ApiDeps } from './apiDeps';
import { ClientError } from '../platform/http/clientError';
import { jsonEndpoint } from './envelope';

/** Rates as the pages read them: rupees per gram and the time they were set. */
function toGoldRate(rate: StoredGoldRate): GoldRate {
  return {
    karat18: Number(rate.karat18),
    karat22: Number(rate.karat22),
    karat24: Number(rate.karat24),
    lastUpdateTime: rate.createdAt.toISOString(),
  };
}

/** goldRate/view: one page of the rate history, newest (the current rate) first. */
export function goldRateView({ rates, key }: ApiDeps): RouteHandlerMethod {
  return jsonEndpoint(
    key,
    goldRateViewRequestSchema,
    async (request): Promise<GoldRateViewResult> => {
      const page = await rates.page({
        limit: request.pageSize,
        offset: request.page * request.pageSize,
      });
      // The pages read the first item as today's rate: with none set, say so (flag 0) instead of an empty list.
      if (page.total === 0) throw new ClientError(404, serverMessages.ratesNotSet);
      return { content: page.items.map(toGoldRate), totalElements: page.total };
    },
  );
}
