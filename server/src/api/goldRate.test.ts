import {
  apiPaths,
  calculatorResultSchema,
  goldRateViewRequest,
  goldRateViewResultSchema,
  serverMessages,
  type CalculatorRequest,
} from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { type Database } from '../platform/database';
import { currentGoldRate, insertGoldRate } from './store';
import { countRows, postEncrypted, testApiForFile } from '../testing/testApi';

/** When set, the API sees a database that has never had rates. */
let ratesHidden = false;

/** Hides or shows the rates; the API reads them through its cache, so that is dropped too. */
function hideRates(hidden: boolean) {
  ratesHidden = hidden;
  api().rates.invalidate();
}

function withHideableRates(db: Database): Database {
  return {
    ...db,
    query: (sql, params) =>
      ratesHidden && sql.includes('FROM gold_rates') ? Promise.resolve([]) : db.query(sql, params),
  };
}

const api = testApiForFile(withHideableRates);

const lead: CalculatorRequest = {
  name: 'Meena K.',
  mobileNumber: '9876543210',
  emailId: 'meena@example.com',
  city: 'Chennai',
  goldGrams: '10.25',
  goldCarat: '22',
};

describe('goldRate/view', () => {
  it('answers the seeded history newest first, current rate on top', async () => {
    const answer = await postEncrypted(api(), apiPaths.goldRateView, goldRateViewRequest);
    expect(answer.statusCode).toBe(200);
    expect(answer.envelope.flag).toBe(1);
    const result = goldRateViewResultSchema.parse(answer.data);
    expect(result.totalElements).toBe(7);
    expect(result.content).toHaveLength(5);
    expect(result.content[0]).toMatchObject({ karat18: 5850, karat22: 7150, karat24: 7800 });
    // Every record says when it was set, in one ISO format: its text sorts as its time does.
    const times = result.content.map((rate) => rate.lastUpdateTime ?? '');
    for (const time of times) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 404 with a flag-0 message while no rate was ever set', async () => {
    hideRates(true);
    try {
      const answer = await postEncrypted(api(), apiPaths.goldRateView, goldRateViewRequest);
      expect(answer.statusCode).toBe(404);
      expect(answer.envelope).toEqual({ flag: 0, message: serverMessages.ratesNotSet, data: null });
    } finally {
      hideRates(false);
    }
  });

  it('pages through the history', async () => {
    const answer = await postEncrypted(api(), apiPaths.goldRateView, {
      ...goldRateViewRequest,
      page: 1,
    });
    const result = goldRateViewResultSchema.parse(answer.data);
    expect(result.content.map((rate) => rate.karat24)).toEqual([7740, 7725]);
  });
});

describe('goldRate/calculate/add', () => {
  it('prices 10.25 g of 22K at 7150.00 as exactly 73287.50 and keeps the lead', async () => {
    const before = await countRows(api().db, 'calculations');
    const rate = await currentGoldRate(api().db);
    const answer = await postEncrypted(api(), apiPaths.calculate, lead);
    expect(answer.statusCode).toBe(200);
    expect(answer.envelope).toMatchObject({ flag: 1 });
    expect(calculatorResultSchema.parse(answer.data)).toEqual({
      PerGramPrice: 7150,
      totalPrice: 73287.5,
      lastUpdateTime: rate?.createdAt.toISOString(),
    });
    expect(await countRows(api().db, 'calculations')).toBe(before + 1);
    const [stored] = await api().db.query<Record<string, unknown>>(
      `SELECT name, mobile_number, email_id, city, gold_grams::text, gold_carat, per_gram_price::text,
              total_price::text, gold_rate_id
       FROM calculations ORDER BY id DESC LIMIT 1`,
    );
    expect(stored).toEqual({
      name: 'Meena K.',
      mobile_number: '9876543210',
      email_id: 'meena@example.com',
      city: 'Chennai',
      gold_grams: '10.25',
      gold_carat: 22,
      per_gram_price: '7150.00',
      total_price: '73287.50',
      gold_rate_id: rate?.id,
    });
  });

  it('uses the newest rate and rounds half a paisa up without drift', async () => {
    const rate = await insertGoldRate(api().db, {
      karat18: '5850.05',
      karat22: '7150.15',
      karat24: '7800.33',
    });
    // Stored here, not through the ops route that invalidates the cache.
    api().rates.invalidate();
    // 0.30 x 7150.15 = 2145.045: a double gives 2145.0449999999996 and would round down.
    const halfPaisa = await postEncrypted(api(), apiPaths.calculate, {
      ...lead,
      goldGrams: '0.30',
    });
    expect(halfPaisa.data).toEqual({
      PerGramPrice: 7150.15,
      totalPrice: 2145.05,
      lastUpdateTime: rate.createdAt.toISOString(),
    });
    // 1.1 x 5850.05 = 6435.055 exactly: half a paisa again, rounded up.
    const carat18 = await postEncrypted(api(), apiPaths.calculate, {
      ...lead,
      goldCarat: '18',
      goldGrams: '1.1',
    });
    expect(carat18.data).toMatchObject({ PerGramPrice: 5850.05, totalPrice: 6435.06 });
    // 3 x 7800.33 is 23400.989999999998 as a double.
    const carat24 = await postEncrypted(api(), apiPaths.calculate, {
      ...lead,
      goldCarat: '24',
      goldGrams: '3',
    });
    expect(carat24.data).toMatchObject({ PerGramPrice: 7800.33, totalPrice: 23400.99 });
  });

  it('refuses an amount too large to answer exactly, storing nothing', async () => {
    const before = await countRows(api().db, 'calculations');
    const answer = await postEncrypted(api(), apiPaths.calculate, {
      ...lead,
      goldGrams: '9999999999',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.envelope).toEqual({
      flag: 0,
      message: 'goldGrams: too large to price',
      data: null,
    });
    expect(await countRows(api().db, 'calculations')).toBe(before);
  });

  it('answers 503 and stores nothing while no rate was ever set', async () => {
    const before = await countRows(api().db, 'calculations');
    hideRates(true);
    try {
      const answer = await postEncrypted(api(), apiPaths.calculate, lead);
      expect(answer.statusCode).toBe(503);
      expect(answer.envelope).toEqual({
        flag: 0,
        message: serverMessages.ratesNotSet,
        data: null,
      });
    } finally {
      hideRates(false);
    }
    expect(await countRows(api().db, 'calculations')).toBe(before);
  });
});
