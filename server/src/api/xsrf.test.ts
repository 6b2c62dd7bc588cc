import fastifyCookie from '@fastify/cookie';
import { encryptPayload } from '@gold/cipher/node';
import { loadServerConfig } from '@gold/config/server';
import { apiPaths } from '@gold/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from './';
import { countRows, DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { goldRateCache } from './store';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import {
  encodeForm,
  franchiseForm,
  TEST_XSRF_TOKEN,
  validEnquiry,
  xsrfHeaders,
} from '../testing/requestFixtures';
import { addXsrfGuard, XSRF_REFUSED_MESSAGE } from './xsrf';

let testDb: TestDatabase;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  testDb = await openTestDatabase();
  const config = loadServerConfig({ DATA_DIR: testDb.dataDir });
  key = config.public.aesKey;
  app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  addXsrfGuard(app);
  await app.register(apiRoutes, {
    prefix: '/api',
    db: testDb.db,
    config,
    rates: goldRateCache(testDb.db, { maxAgeMs: 1000 }),
  });
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

const enquiry = (name: string) => ({
  name,
  mobileNumber: '9876543210',
  preferredTime: 'Any time',
  message: 'Call me',
});
const postEnquiry = (name: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/${apiPaths.generalEnquiry}`,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: encryptPayload(enquiry(name), key) }),
  });

describe('XSRF', () => {
  it('refuses a state-changing API request without the header, or with one that is not the cookie, and stores nothing', async () => {
    const before = await countRows(testDb.db, 'general_enquiries');
    const attempts: Record<string, string>[] = [
      {},
      { cookie: `XSRF-TOKEN=${TEST_XSRF_TOKEN}` },
      { 'x-xsrf-token': TEST_XSRF_TOKEN },
      { cookie: `XSRF-TOKEN=${TEST_XSRF_TOKEN}`, 'x-xsrf-token': 'U'.repeat(32) },
      { cookie: 'XSRF-TOKEN=short', 'x-xsrf-token': 'short' },
    ];
    for (const headers of attempts) {
      const response = await postEnquiry('Xsrf', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ flag: 0, message: XSRF_REFUSED_MESSAGE, data: null });
    }
    expect(await countRows(testDb.db, 'general_enquiries')).toBe(before);
  });

  it('refuses what the browser says came from another site, even with a matching token', async () => {
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const extra of attempts) {
      const response = await postEnquiry('Xsrf', { ...xsrfHeaders, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
    }
  });

  it('refuses a multipart enquiry without the token: a plain form on another site cannot send one', async () => {
    const before = await countRows(testDb.db, 'franchise_enquiries');
    const { body, contentType } = await encodeForm(franchiseForm(validEnquiry('xsrf'), key));
    const response = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.franchiseEnquiry}`,
      headers: { 'content-type': contentType, 'sec-fetch-site': 'cross-site' },
      body,
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows(testDb.db, 'franchise_enquiries')).toBe(before);
  });

  it('refuses a multipart enquiry to the API spelled another way (`/%61pi/...`): the check reads the routed path', async () => {
    const before = await countRows(testDb.db, 'franchise_enquiries');
    const { body, contentType } = await encodeForm(franchiseForm(validEnquiry('xsrf'), key));
    for (const url of [
      `/%61pi/${apiPaths.franchiseEnquiry}`,
      `/%61%70%69/${apiPaths.franchiseEnquiry}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, 'sec-fetch-site': 'cross-site' },
        body,
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await countRows(testDb.db, 'franchise_enquiries')).toBe(before);
  });

  it('has no rule for development: a dev server passes a call on with its own Host, and a dev origin calling the server directly is another site', async () => {
    // The page of `npm run dev` on :3000 calls :3000/api, which its dev server proxies here.
    const proxied = await postEnquiry('Xsrf', {
      ...xsrfHeaders,
      host: 'localhost:3000',
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:3000',
    });
    expect(proxied.statusCode).toBe(200);
    const direct = await postEnquiry('Xsrf', {
      ...xsrfHeaders,
      host: 'localhost:8080',
      'sec-fetch-site': 'same-site',
      origin: 'http://localhost:3000',
    });
    expect(direct.statusCode).toBe(403);
    const noFetchMetadata = await postEnquiry('Xsrf', {
      ...xsrfHeaders,
      host: 'localhost:8080',
      origin: 'http://localhost:3000',
    });
    expect(noFetchMetadata.statusCode).toBe(403);
  });

  it("takes our page's request: matching cookie and header, same origin", async () => {
    const response = await postEnquiry('Xsrf', {
      ...xsrfHeaders,
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost:80',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ flag: 1 });
  });
});
