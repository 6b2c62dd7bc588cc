import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  goldRateInputSchema,
  goldRateSchema,
  goldRateViewRequest,
  goldRateViewRequestSchema,
  goldRateViewResultSchema,
} from './index';
import { fieldsWithIssues, issuesOf } from './testing/schemaIssues';

describe('goldRate/view request (spec sections 7, 9)', () => {
  it('is posted to goldRate/view', () => {
    expect(apiPaths.goldRateView).toBe('goldRate/view');
  });

  it('is exactly: dataStatus 2, content, endDate and startDate empty, pageSize 5, page 0', () => {
    expect(goldRateViewRequest).toStrictEqual({
      dataStatus: 2,
      content: '',
      endDate: '',
      startDate: '',
      pageSize: 5,
      page: 0,
    });
  });

  it('passes its own schema unchanged', () => {
    expect(goldRateViewRequestSchema.parse(goldRateViewRequest)).toStrictEqual(goldRateViewRequest);
  });

  it.each([
    ['dataStatus', 1],
    ['dataStatus', '2'],
    ['content', 'x'],
    ['content', null],
    ['endDate', '31/01/2025'],
    ['startDate', '01/01/2025'],
    ['pageSize', 0],
    ['pageSize', 2.5],
    ['pageSize', '5'],
    ['pageSize', 101],
    ['page', -1],
    ['page', 0.5],
  ])('refuses %s = %j', (field, value) => {
    expect(
      fieldsWithIssues(goldRateViewRequestSchema, { ...goldRateViewRequest, [field]: value }),
    ).toEqual([field]);
  });

  it.each(Object.keys(goldRateViewRequest))('refuses a request without %s', (field) => {
    const partial = Object.fromEntries(
      Object.entries(goldRateViewRequest).filter(([key]) => key !== field),
    );
    expect(fieldsWithIssues(goldRateViewRequestSchema, partial)).toEqual([field]);
  });

  it('refuses extra fields', () => {
    const issues = issuesOf(goldRateViewRequestSchema, { ...goldRateViewRequest, status: 1 });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['status'] });
  });
});

describe('goldRate/view result (spec section 3)', () => {
  const today = {
    karat18: 5450.5,
    karat22: 6650,
    karat24: 7250.75,
    lastUpdateTime: '2025-01-31T10:30:00Z',
  };
  const yesterday = {
    karat18: 5400,
    karat22: 6600,
    karat24: 7200,
    lastUpdateTime: '2025-01-30T10:30:00Z',
  };

  it('holds a content list of per-gram rate records, current rate first', () => {
    const parsed = goldRateViewResultSchema.parse({
      content: [today, yesterday],
      totalElements: 2,
    });
    expect(parsed.content[0]).toEqual(today);
    expect(parsed.content).toHaveLength(2);
  });

  it('accepts an empty list', () => {
    expect(goldRateViewResultSchema.parse({ content: [], totalElements: 0 })).toEqual({
      content: [],
      totalElements: 0,
    });
  });

  it('accepts records of the three carats alone, as spec section 3 defines them', () => {
    const spec = { karat18: 5450.5, karat22: 6650, karat24: 7250.75 };
    expect(goldRateViewResultSchema.parse({ content: [spec], totalElements: 1 })).toEqual({
      content: [spec],
      totalElements: 1,
    });
  });

  it.each(['karat18', 'karat22', 'karat24'] as const)('needs a numeric %s', (field) => {
    expect(fieldsWithIssues(goldRateSchema, { ...today, [field]: undefined })).toEqual([field]);
    expect(fieldsWithIssues(goldRateSchema, { ...today, [field]: '6650' })).toEqual([field]);
  });

  it('refuses a list whose records are not rate records', () => {
    expect(
      goldRateViewResultSchema.safeParse({ content: [{ karat22: 6650 }], totalElements: 1 })
        .success,
    ).toBe(false);
    expect(goldRateViewResultSchema.safeParse({ content: today, totalElements: 1 }).success).toBe(
      false,
    );
    expect(goldRateViewResultSchema.safeParse({ content: [today] }).success).toBe(false);
  });
});

describe("goldRateInputSchema (setting the day's rates)", () => {
  const rates = { karat18: 5450.5, karat22: 6650, karat24: 7250.75 };

  it('accepts positive per-gram prices for the three carats', () => {
    expect(goldRateInputSchema.parse(rates)).toEqual(rates);
    expect(goldRateInputSchema.parse({ ...rates, karat24: 1_000_000 })).toEqual({
      ...rates,
      karat24: 1_000_000,
    });
  });

  it.each([0, -1, 1_000_000.01, Number.NaN, Number.POSITIVE_INFINITY, '6650'])(
    'refuses karat22 = %s',
    (value) => {
      expect(fieldsWithIssues(goldRateInputSchema, { ...rates, karat22: value })).toEqual([
        'karat22',
      ]);
    },
  );

  it('refuses extra and missing fields', () => {
    expect(issuesOf(goldRateInputSchema, { ...rates, karat20: 6000 })[0]).toMatchObject({
      code: 'unrecognized_keys',
    });
    expect(fieldsWithIssues(goldRateInputSchema, { karat18: 1, karat22: 2 })).toEqual(['karat24']);
  });
});
