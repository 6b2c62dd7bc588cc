import type { FastifyPluginAsync } from 'fastify';
import { goldRateInputSchema, type GoldRateInput } from '@gold/contracts';
import { ClientError } from '../../platform/http/clientError';
import { check } from '../../platform/http/validation';
import { type Database, type Queryable } from '../../platform/database';
import { insertGoldRate, type GoldRateCache, type StoredGoldRate } from '../store';
import { ratesCalls } from '@gold/ops-client/contract';
import { opsTokenOf, requireCapability } from '../../platform/ops/opsAuth';

/** Rates that are refused; the message names each problem, e.g. "karat18: Too small: ...". */
export class RatesInputError extends Error {
  override name = 'RatesInputError';
}

/**
 * Today's rates checked against the contract: three positive per-gram prices in rupees, at most
 * 2 decimals. `label` names a field in messages (the command line names its flags instead).
 */
export function parseRates(
  candidate: unknown,
  label: (field: string) => string = (field) => field,
): GoldRateInput {
  const checked = check(goldRateInputSchema, candidate, 'rates', label);
  if (!checked.ok) throw new RatesInputError(checked.problems);
  return checked.value;
}

/** Stores checked rates, to the paisa, as the current rates. */
export function storeRates(db: Queryable, rates: GoldRateInput): Promise<StoredGoldRate> {
  return insertGoldRate(db, {
    karat18: rates.karat18.toFixed(2),
    karat22: rates.karat22.toFixed(2),
    karat24: rates.karat24.toFixed(2),
  });
}

export interface RatesRoutesOptions {
  db: Database;
  /** Forgotten once new rates are stored, so the next visitor sees them. */
  rates: GoldRateCache;
}

/**
 * POST /ops/rates with JSON {karat18, karat22, karat24}: sets today's rates while the server runs
 * (the embedded database admits one process, so `rates:set` comes here when a server answers).
 * 201 with the stored row; 400 naming every problem. The ops plugin checks the token first; the
 * log names the token that set them.
 */
export const ratesRoutes: FastifyPluginAsync<RatesRoutesOptions> = async (app, { db, rates }) => {
  app.addHook('onRequest', requireCapability('rates'));
  app.post(ratesCalls.set.route, async (request, reply) => {
    let input: GoldRateInput;
    try {
      input = parseRates(request.body);
    } catch (error) {
      if (!(error instanceof RatesInputError)) throw error;
      throw new ClientError(400, `Invalid rates: ${error.message}`);
    }
    const stored = await storeRates(db, input);
    rates.invalidate();
    request.log.info({ rateId: stored.id, token: opsTokenOf(request).name }, 'gold rates set');
    return reply.code(201).send(stored);
  });
};
