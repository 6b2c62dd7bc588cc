import { apiPaths, goldRateViewRequest, goldRateViewResultSchema } from '@gold/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEncrypted, testApiForFile } from '../../testing/testApi';
import { currentGoldRate } from '../store';
import { requireOpsToken } from '../../platform/ops/opsAuth';
import { opsErrorHandler } from '../../platform/http/errorShapes';
import { ratesRoutes } from './ratesRoutes';

const token = 'rates-test-token';
const api = testApiForFile();
let ops: FastifyInstance;

beforeAll(async () => {
  // The route behind the ops plugin's guard, on the database the API reads.
  ops = Fastify({ logger: false });
  await ops.register(
    async (scope) => {
      scope.addHook('onRequest', requireOpsToken({ bootstrapSecret: token, db: api().db }));
      scope.setErrorHandler(opsErrorHandler);
      await scope.register(ratesRoutes, { db: api().db, rates: api().rates });
    },
    { prefix: '/ops' },
  );
  await ops.ready();
});
afterAll(() => ops.close());

async function postRates(body: unknown, authorization = `Bearer ${token}`) {
  const response = await ops.inject({
    method: 'POST',
    url: '/ops/rates',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('POST /ops/rates', () => {
  it('refuses a request without the ops token, or with another, storing nothing', async () => {
    const before = await currentGoldRate(api().db);
    const rates = { karat18: 1, karat22: 2, karat24: 3 };
    expect((await postRates(rates, '')).status).toBe(401);
    expect((await postRates(rates, 'Bearer not-the-token')).status).toBe(401);
    expect(await currentGoldRate(api().db)).toEqual(before);
  });

  it.each([
    [
      'a negative rate',
      { karat18: -5, karat22: 7150, karat24: 7800 },
      /^Invalid rates: karat18: Too small/,
    ],
    [
      'three decimals',
      { karat18: 5850, karat22: 7150.125, karat24: 7800 },
      /^Invalid rates: karat22: .*multiple of 0\.01/,
    ],
    [
      'a rate as text',
      { karat18: 5850, karat22: 7150, karat24: '7800' },
      /^Invalid rates: karat24: Invalid input: expected number/,
    ],
    ['a missing carat', { karat18: 5850, karat22: 7150 }, /^Invalid rates: karat24: /],
    [
      'an unknown field',
      { karat18: 5850, karat22: 7150, karat24: 7800, karat14: 1 },
      /^Invalid rates: rates: Unrecognized key: "karat14"/,
    ],
    [
      'an absurd rate',
      { karat18: 5850, karat22: 7150, karat24: 10_000_000 },
      /^Invalid rates: karat24: Too big/,
    ],
    [
      'no object at all',
      [5850, 7150, 7800],
      /^Invalid rates: rates: Invalid input: expected object/,
    ],
  ])('answers 400 with a clear message for %s, storing nothing', async (_name, body, message) => {
    const before = await currentGoldRate(api().db);
    const answer = await postRates(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(await currentGoldRate(api().db)).toEqual(before);
  });

  it('names every bad rate at once', async () => {
    const answer = await postRates({ karat18: 0, karat22: -1, karat24: 'x' });
    expect(answer.body.error).toMatch(/^Invalid rates: karat18: .+; karat22: .+; karat24: .+$/);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await postRates('karat18=5850');
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('error');
  });

  it('answers 201 with the stored row, which goldRate/view then gives as the current rate', async () => {
    const answer = await postRates({ karat18: 6012.3, karat22: 7345.67, karat24: 8011 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      karat18: '6012.30',
      karat22: '7345.67',
      karat24: '8011.00',
    });
    expect(answer.body.id).toEqual(expect.any(Number));
    expect(Date.parse(String(answer.body.createdAt))).not.toBeNaN();
    expect(await currentGoldRate(api().db)).toMatchObject({
      id: answer.body.id,
      karat22: '7345.67',
    });

    const view = await postEncrypted(api(), apiPaths.goldRateView, goldRateViewRequest);
    const current = goldRateViewResultSchema.parse(view.data).content[0];
    expect(current).toEqual({
      karat18: 6012.3,
      karat22: 7345.67,
      karat24: 8011,
      lastUpdateTime: answer.body.createdAt,
    });
  });

  it('keeps every rate given to the paisa exactly', async () => {
    const answer = await postRates({ karat18: 0.07, karat22: 1234.56, karat24: 999_999.99 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      karat18: '0.07',
      karat22: '1234.56',
      karat24: '999999.99',
    });
  });
});
