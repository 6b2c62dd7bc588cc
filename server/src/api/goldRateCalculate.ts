import {
  calculatorRequestSchema,
  serverMessages,
  type CalculatorRequest,
  type CalculatorResult,
  type Carat,
} from '@gold/contracts';
import type { RouteHandlerMethod } from 'fastify';
import { groupCommit, type Queryable } from '../platform/database';
import {
  insertCalculationLeads,
  type GoldRateCache,
  type NewCalculationLead,
  type NewGoldRate,
} from './store';
import type { ApiDeps } from './apiDeps';
import { ClientError } from '../platform/http/clientError';
import { jsonEndpoint } from './envelope';
import { MAX_EXACT_PAISE, formatPaise, priceInPaise } from './pricing';

const rateOfCarat = { '18': 'karat18', '22': 'karat22', '24': 'karat24' } as const satisfies Record<
  Carat,
  keyof NewGoldRate
>;

/** Prices a visitor's gold at the current rate and keeps the lead; a ClientError where it cannot. */
export type PriceCalculation = (request: CalculatorRequest) => Promise<CalculatorResult>;

/**
 * The calculator's pricing, as goldRate/calculate/add and the calculator page's plain post both
 * use it. Under load, requests store their leads together (the rate comes from the shared cache).
 */
export function priceCalculation({
  db,
  rates,
}: {
  db: Queryable;
  rates: GoldRateCache;
}): PriceCalculation {
  const storeLead = groupCommit((leads: NewCalculationLead[]) => insertCalculationLeads(db, leads));
  return async (request) => {
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
  };
}

/**
 * goldRate/calculate/add: prices the visitor's gold at the current rate and keeps the lead, with
 * `price` (default: a pricing of its own on `deps`).
 */
export function goldRateCalculate(
  deps: ApiDeps,
  price: PriceCalculation = priceCalculation(deps),
): RouteHandlerMethod {
  return jsonEndpoint(deps.key, calculatorRequestSchema, price);
}
