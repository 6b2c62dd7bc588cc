import { loadServerConfig } from '@gold/config/server';
import { goldRateInputSchema, type GoldRateInput } from '@gold/contracts';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { check } from '../api/validation';
import {
  createDatabase,
  insertGoldRate,
  type Database,
  type Queryable,
  type StoredGoldRate,
} from '../db';

/** The command name this module answers to. */
export const RATES_SET_COMMAND = 'rates:set';

const flagOf: Record<string, string> = { karat18: '--k18', karat22: '--k22', karat24: '--k24' };

const usage = `Usage: ${RATES_SET_COMMAND} --k18 <rupees> --k22 <rupees> --k24 <rupees>
  Sets today's gold rates in rupees per gram (at most 2 decimals), e.g.
  ${RATES_SET_COMMAND} --k18 5850 --k22 7150 --k24 7800`;

/** Input the command refuses; its message names each problem. */
export class RatesInputError extends Error {
  override name = 'RatesInputError';
}

/** Validated rates, or RatesInputError naming each problem by its flag. */
export function parseRates(candidate: unknown): GoldRateInput {
  const checked = check(goldRateInputSchema, candidate, 'rates', (field) => flagOf[field] ?? field);
  if (!checked.ok) throw new RatesInputError(checked.problems);
  return checked.value;
}

/** A flag's text as a number; anything but a plain decimal becomes NaN so validation names it. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN;
}

/** Reads `[rates:set] --k18 N --k22 N --k24 N` into validated rates. */
export function ratesFromArgs(args: readonly string[]): GoldRateInput {
  const rest = args[0] === RATES_SET_COMMAND ? args.slice(1) : args;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: { k18: { type: 'string' }, k22: { type: 'string' }, k24: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new RatesInputError(error instanceof Error ? error.message : String(error));
  }
  const text = (flag: string) => (typeof values[flag] === 'string' ? values[flag] : undefined);
  return parseRates({
    karat18: numberOf(text('k18')),
    karat22: numberOf(text('k22')),
    karat24: numberOf(text('k24')),
  });
}

/** Validates `input` and stores it as the current rates. */
export async function setRates(db: Queryable, input: unknown): Promise<StoredGoldRate> {
  const rates = parseRates(input);
  return insertGoldRate(db, {
    karat18: rates.karat18.toFixed(2),
    karat22: rates.karat22.toFixed(2),
    karat24: rates.karat24.toFixed(2),
  });
}

/** Where the command reads its settings and writes its lines. */
export interface CliIo {
  env: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
}

const processIo: CliIo = {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/**
 * Runs `rates:set` against the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR). Returns the exit code: 0 done, 2 bad input (nothing opened), 1 failure.
 */
export async function main(args: readonly string[], io: CliIo = processIo): Promise<number> {
  let input: GoldRateInput;
  try {
    input = ratesFromArgs(args);
  } catch (error) {
    if (!(error instanceof RatesInputError)) throw error;
    io.err(`Invalid rates: ${error.message}`);
    io.err(usage);
    return 2;
  }
  let db: Database | undefined;
  try {
    const config = loadServerConfig(io.env);
    db = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: resolve(config.dataDir),
      seed: false,
    });
    const rate = await setRates(db, input);
    io.out(
      `Gold rates set (rupees per gram): 18K ${rate.karat18}, 22K ${rate.karat22}, 24K ${rate.karat24}` +
        ` at ${rate.createdAt.toISOString()} (${db.engine})`,
    );
    return 0;
  } catch (error) {
    io.err(
      `${RATES_SET_COMMAND} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await db?.close();
  }
}
