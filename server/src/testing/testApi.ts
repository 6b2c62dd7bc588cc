import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import { loadServerConfig, type ServerConfig } from '@gold/config/server';
import type { Envelope } from '@gold/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database } from '../platform/database';
import { goldRateCache, type GoldRateCache } from '../api/store';
import { openTestDatabase, type TestDatabase } from './testDatabase';
import { apiRoutes } from '../api';
import { closeAfterEarlyAnswers } from '../platform/security/earlyAnswers';

/** Time a test file may take to open (or close) its embedded database on a busy machine. */
export const DATABASE_HOOK_TIMEOUT_MS = 60_000;

/** A Fastify instance with only the API, on a fresh database. */
export interface TestApi {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** The rate cache the API reads through: a test that stores rates itself invalidates it. */
  rates: GoldRateCache;
  key: string;
  uploadDir: string;
  close(): Promise<void>;
}

/**
 * Starts the API for tests on a fresh database (see openTestDatabase; `open` picks another engine,
 * see describeEachEngine); `wrapDb` may replace the database the API sees, to inject faults.
 */
export async function startTestApi(
  wrapDb: (db: Database) => Database = (db) => db,
  open: () => Promise<TestDatabase> = () => openTestDatabase(),
): Promise<TestApi> {
  const { db, dataDir, dispose } = await open();
  const config = loadServerConfig({ DATA_DIR: dataDir });
  const app = Fastify({ logger: false });
  // As the server's listeners: a refusal before the body is read closes the connection.
  closeAfterEarlyAnswers(app);
  const served = wrapDb(db);
  const rates = goldRateCache(served, { maxAgeMs: 1000 });
  await app.register(apiRoutes, { prefix: '/api', db: served, config, rates });
  await app.ready();
  return {
    app,
    db,
    config,
    rates,
    key: config.public.aesKey,
    uploadDir: join(dataDir, 'uploads'),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Starts the API on a fresh database before the calling test file's (or describe block's) tests
 * and closes it after them (see startTestApi). Returns the running API, to call from a test or a later hook.
 */
export function testApiForFile(
  wrapDb?: (db: Database) => Database,
  open?: () => Promise<TestDatabase>,
): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(wrapDb, open);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => api?.close(), DATABASE_HOOK_TIMEOUT_MS);
  return () => {
    if (!api) throw new Error('the test API runs only between beforeAll and afterAll');
    return api;
  };
}

/** An answer of the API with its data decrypted. */
export interface Answer {
  statusCode: number;
  envelope: Envelope;
  data: unknown;
}

/** POSTs a raw body to `/api/<path>` and reads the envelope. */
export async function postRaw(
  api: TestApi,
  path: string,
  body: string | Buffer,
  contentType: string | undefined = 'application/json',
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...(contentType !== undefined && { 'content-type': contentType }), ...headers },
    body,
  });
  const envelope = response.json<Envelope>();
  const data = envelope.data === null ? null : decryptPayload(envelope.data, api.key);
  return { statusCode: response.statusCode, envelope, data };
}

/** POSTs `payload` the way the pages do: `{data: <cipher text>}`. */
export function postEncrypted(
  api: TestApi,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = JSON.stringify({ data: encryptPayload(payload, api.key) });
  return postRaw(api, path, body, 'application/json', headers);
}

/** POSTs a multipart form built by the platform's own FormData encoder. */
export async function postForm(
  api: TestApi,
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return postRaw(api, path, body, encoded.headers.get('content-type') ?? undefined, headers);
}

/** Number of rows in `table`. */
export async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** Number of rows in every table of the database, by table. */
export async function rowsByTable(db: Database): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = await countRows(db, name);
  return counts;
}
