import { loadServerConfig, opsUrlOf, type ServerConfig } from '@gold/config/server';
import type { GoldRateInput } from '@gold/contracts';
import { OpsError, sendOps } from '@gold/ops-client';
import { ratesCalls } from '@gold/ops-client/contract';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, type Database, type Queryable } from '../../platform/database';
import { type StoredGoldRate } from '../store';
import { parseRates, RatesInputError, storeRates } from '../ops/ratesRoutes';

/** The command name this module answers to. */
export const RATES_SET_COMMAND = 'rates:set';

/** How long a server gets to answer before the command treats it as absent. */
const SERVER_TIMEOUT_MS = 5000;

const flagOf: Record<string, string> = { karat18: '--k18', karat22: '--k22', karat24: '--k24' };

const usage = `Usage: ${RATES_SET_COMMAND} --k18 <rupees> --k22 <rupees> --k24 <rupees> [--server <url>]
  Sets today's gold rates in rupees per gram (at most 2 decimals), e.g.
  ${RATES_SET_COMMAND} --k18 5850 --k22 7150 --k24 7800
  Sends them to the running server at --server (default the ops listener,
  http://localhost:$OPS_PORT, the port after PORT (8080) unless set) with
  OPS_TOKEN; when no server answers there, writes them to the database directly.`;

/** What the command line asks for. */
export interface RatesCommand {
  rates: GoldRateInput;
  /** The server to send the rates to, when the command line names one. */
  server: URL | undefined;
}

/** A flag's text as a number; anything but a plain decimal becomes NaN so validation names it. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN;
}

function serverUrl(text: string): URL {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new RatesInputError(`--server: expected an http(s) URL, got '${text}'`);
  }
  return url;
}

/** Reads `[rates:set] [--] --k18 N --k22 N --k24 N [--server URL]`, naming every problem at once. */
export function readArgs(args: readonly string[]): RatesCommand {
  const afterName = args[0] === RATES_SET_COMMAND ? args.slice(1) : args;
  // pnpm hands the script a literal `--` before the flags given to `npm run rates:set -- ...`.
  const rest = afterName[0] === '--' ? afterName.slice(1) : afterName;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        k18: { type: 'string' },
        k22: { type: 'string' },
        k24: { type: 'string' },
        server: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new RatesInputError(error instanceof Error ? error.message : String(error));
  }
  const text = (flag: string) => (typeof values[flag] === 'string' ? values[flag] : undefined);
  const server = text('server');
  const rates = parseRates(
    {
      karat18: numberOf(text('k18')),
      karat22: numberOf(text('k22')),
      karat24: numberOf(text('k24')),
    },
    (field) => flagOf[field] ?? field,
  );
  return { rates, server: server === undefined ? undefined : serverUrl(server) };
}

/** Validates `input` (naming problems by flag) and stores it as the current rates. */
export async function setRates(db: Queryable, input: unknown): Promise<StoredGoldRate> {
  return storeRates(
    db,
    parseRates(input, (field) => flagOf[field] ?? field),
  );
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

/** The line that confirms the stored rates, from the row (or its JSON) and where it went. */
function describeRates(rate: Record<string, unknown>, where: string): string {
  const at = rate.createdAt instanceof Date ? rate.createdAt.toISOString() : String(rate.createdAt);
  return (
    `Gold rates set (rupees per gram): 18K ${String(rate.karat18)}, 22K ${String(rate.karat22)}, 24K ${String(rate.karat24)}` +
    ` at ${at} (${where})`
  );
}

/** Exit code of a server's refusal, after saying what it was. */
function reportRefusal(server: URL, refusal: OpsError, io: CliIo): number {
  if (refusal.status === 400) {
    io.err(refusal.message || `Invalid rates (the server at ${server.origin} refused them)`);
    io.err(usage);
    return 2;
  }
  const why =
    refusal.status === 401
      ? 'refused the ops token; set OPS_TOKEN to the token the server runs with'
      : `answered ${refusal.status}: ${refusal.message}`;
  io.err(`${RATES_SET_COMMAND} failed: the server at ${server.origin} ${why}`);
  return 1;
}

/** Stores the rates in the configured database (DATABASE_URL, else the embedded one in DATA_DIR). */
async function writeToDatabase(
  config: ServerConfig,
  rates: GoldRateInput,
  io: CliIo,
): Promise<number> {
  let db: Database | undefined;
  try {
    db = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: resolve(config.dataDir),
    });
    const rate = await storeRates(db, rates);
    io.out(describeRates({ ...rate }, db.engine));
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

/**
 * Runs `rates:set`: sends the rates to the server at --server (default this
 * machine's ops listener, OPS_PORT)
 * with OPS_TOKEN, or, when no server answers there, writes them to the configured database. The
 * same checks and messages apply either way. Returns the exit code: 0 done, 2 bad input, 1 failure.
 */
export async function main(args: readonly string[], io: CliIo = processIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(usage);
    return 0;
  }
  let command: RatesCommand;
  try {
    command = readArgs(args);
  } catch (error) {
    if (!(error instanceof RatesInputError)) throw error;
    io.err(`Invalid rates: ${error.message}`);
    io.err(usage);
    return 2;
  }
  let config: ServerConfig;
  try {
    config = loadServerConfig(io.env);
  } catch (error) {
    io.err(
      `${RATES_SET_COMMAND} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  const server = command.server ?? new URL(opsUrlOf(config));
  const client = { server: server.href, token: config.opsToken, timeoutMs: SERVER_TIMEOUT_MS };
  try {
    const stored = await sendOps(client, ratesCalls.set, {}, command.rates);
    io.out(describeRates(stored, `server ${server.origin}`));
    return 0;
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    if (error.status !== 0) return reportRefusal(server, error, io);
  }
  io.out(`No server answers at ${server.origin}: writing to the database directly.`);
  return writeToDatabase(config, command.rates, io);
}
