import { describe, expect, it } from 'vitest';
import { apiPaths, encryptedRequestSchema } from './index';
import { issuesOf } from './testing/schemaIssues';

describe('request envelope (spec section 7)', () => {
  it('is an object with one field, data, holding the cipher text', () => {
    expect(encryptedRequestSchema.parse({ data: 'G86e0fj07A2YgXkaw4a2/g==' })).toEqual({
      data: 'G86e0fj07A2YgXkaw4a2/g==',
    });
  });

  it('refuses an empty, missing or non-text data', () => {
    for (const input of [{ data: '' }, {}, { data: 42 }, { data: null }]) {
      expect(encryptedRequestSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('refuses plain-text fields next to data', () => {
    expect(issuesOf(encryptedRequestSchema, { data: 'abc', name: 'Meena' })[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['name'],
    });
  });

  it('uses the paths of the spec', () => {
    expect(apiPaths.goldRateView).toBe('goldRate/view');
    expect(apiPaths.calculate).toBe('goldRate/calculate/add');
    expect(apiPaths.generalEnquiry).toBe('inquiry/add');
    expect(apiPaths.branchList).toBe('branch/getAll');
  });
});
