import { apiPaths, goldRateViewRequest } from '@gold/contracts';
import { encryptPayload } from '@gold/cipher/node';
import { loadServerConfig } from '@gold/config/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../api';
import { DATABASE_HOOK_TIMEOUT_MS, countRows } from '../../testing/testApi';
import { goldRateCache } from '../../api/store';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { telemetryRoutes } from '../../release/visitors/telemetryRoutes';
import { TokenSigner } from './signedToken';
import { securityHardening } from './index';
import { RATE_LIMITED_MESSAGE } from './rateLimits';
import {
  encodeForm,
  franchiseForm,
  letterTag,
  validEnquiry,
  validLead,
} from '../../testing/requestFixtures';

const limits = { formsPerMinute: 3, beaconPerMinute: 2 };

let testDb: TestDatabase;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  testDb = await openTestDatabase();
  const config = loadServerConfig({ DATA_DIR: testDb.dataDir });
  key = config.public.aesKey;
  app = Fastify({ logger: false });
  await app.register(securityHardening, { rateLimits: limits });
  await app.register(apiRoutes, {
    prefix: '/api',
    db: testDb.db,
    config,
    rates: goldRateCache(testDb.db, { maxAgeMs: 1000 }),
  });
  await app.register(telemetryRoutes, beaconOptions());
  await app.ready();
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
}, DATABASE_HOOK_TIMEOUT_MS);

let sent = 0;
const calculate = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/api/${apiPaths.calculate}`,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: encryptPayload(validLead(letterTag((sent += 1))), key) }),
  });

// No page view is served in these tests: a beacon within the limit is answered 403, over it 429.
const beaconBody = JSON.stringify({
  remote: 'home',
  version: '1.0.0',
  phase: 'load',
  view: 'not.signed',
});
function beaconOptions() {
  return {
    db: testDb.db,
    signer: new TokenSigner('k'.repeat(32)),
    visitors: { started: () => true, failed() {} },
  };
}
const beacon = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/telemetry/remote-failure',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    body: beaconBody,
  });

describe('rate limits per client', () => {
  it('answer the form endpoint until the limit, then 429 with the envelope, storing nothing more', async () => {
    for (let i = 0; i < limits.formsPerMinute; i += 1) {
      const allowed = await calculate('10.0.0.1');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toMatchObject({ flag: 1 });
    }
    const rows = await countRows(testDb.db, 'calculations');
    const limited = await calculate('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ flag: 0, message: RATE_LIMITED_MESSAGE, data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(testDb.db, 'calculations')).toBe(rows);
  });

  it('count each client on its own', async () => {
    expect((await calculate('10.0.0.2')).statusCode).toBe(200);
  });

  it('count each form endpoint on its own, the multipart one included', async () => {
    const { body, contentType } = await encodeForm(franchiseForm(validEnquiry('limit'), key));
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/${apiPaths.franchiseEnquiry}`,
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': contentType },
        body,
      });
    for (let i = 0; i < limits.formsPerMinute; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ flag: 0, message: RATE_LIMITED_MESSAGE, data: null });
  });

  it('limit the beacon with its own allowance', async () => {
    for (let i = 0; i < limits.beaconPerMinute; i += 1)
      expect((await beacon('10.0.0.3')).statusCode).toBe(403);
    const limited = await beacon('10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
  });

  it('leave the read endpoints alone', async () => {
    for (let i = 0; i < limits.formsPerMinute * 3; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${apiPaths.goldRateView}`,
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: encryptPayload(goldRateViewRequest, key) }),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('rate limits of several instances on one database', () => {
  it('count every instance against one limit', async () => {
    const instances = await Promise.all(
      [1, 2].map(async () => {
        const instance = Fastify({ logger: false });
        await instance.register(securityHardening, {
          rateLimits: limits,
          sharedDatabase: testDb.db,
        });
        await instance.register(telemetryRoutes, beaconOptions());
        await instance.ready();
        return instance;
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < limits.beaconPerMinute + 2; i += 1) {
      const response = await instances[i % 2]!.inject({
        method: 'POST',
        url: '/telemetry/remote-failure',
        remoteAddress: '10.0.9.9',
        headers: { 'content-type': 'application/json' },
        body: beaconBody,
      });
      statuses.push(response.statusCode);
    }
    // Two allowed in all, not two per instance.
    expect(statuses).toEqual([403, 403, 429, 429]);
    await Promise.all(instances.map((instance) => instance.close()));
  });
});
