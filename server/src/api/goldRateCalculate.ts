import {
  calculatorRequestSchema,
  serverMessages,
  type CalculatorResult,
  type Carat,
} from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import { groupCommit } from '../platform/database';
import { insertCalculationLeads, type NewCalculationLead, type NewGoldRate } from './store';
import type { ApiDeps } from './apiDeps';
import { ClientError } from '../platform/http/clientError';
import { jsonEndpoint } from './envelope';
import { MAX_EXACT_PAISE, formatPaise, priceInPaise } from './pricing';

const rateOfCarat = { '18': 'karat18', '22': 'karat22', '24': 'karat24' } as const satisfies Record<
  Carat,
  keyof NewGoldRate
>;

/** goldRate/calculate/add: prices the visitor's gold at the current rate and keeps the lead. */
export function goldRateCalculate({ db, rates, key }: ApiDeps): RouteHandlerMethod {
  // Under load, requests store their leads together (the rate comes from the shared cache).
  const storeLead = groupCommit((leads: NewCalculationLead[]) => insertCalculationLeads(db, leads));
  return jsonEndpoint(key, calculatorRequestSchema, async (request): Promise<CalculatorResult> => {
    const rate = await rates.current();
    if (!rate) throw new ClientError(503, serverMessages.ratesNotSet);
    const perGramPrice = rate[rateOfCarat[request.goldCarat]];
    const totalPaise = priceInPaise(request.goldGrams, perGramPrice);
    if (totalPaise > MAX_EXACT_PAISE) throw new ClientError(400, 'goldGrams: too large to price');
    const totalPrice = formatPaise(totalPaise);
    await storeLead({ ...request, perGramPrice, totalPrice, goldRateId: rate.id });
    return {
      PerGramPrice: Number(perGramPrice),
      lastUpdateTime: rate.createdAt.toISOString(),
      totalPrice: Number(totalPrice),
    };
  });
}
