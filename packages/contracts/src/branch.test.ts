import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  branchListRequest,
  branchListRequestSchema,
  branchListResultSchema,
  branchSchema,
} from './index';
import { fieldsWithIssues, issuesOf } from './testing/schemaIssues';

describe('branch/getAll request (spec sections 4, 7, 9)', () => {
  it('is posted to branch/getAll', () => {
    expect(apiPaths.branchList).toBe('branch/getAll');
  });

  it('is exactly: status 1, searchContent, fromDate and toDate empty, the page size, pageNumber 0', () => {
    expect(branchListRequest(5)).toStrictEqual({
      status: 1,
      searchContent: '',
      fromDate: '',
      toDate: '',
      pageSize: 5,
      pageNumber: 0,
    });
  });

  it('asks for the full count in one page on the second call', () => {
    const totalElements = 37;
    expect(branchListRequest(totalElements)).toStrictEqual({
      ...branchListRequest(5),
      pageSize: 37,
    });
    expect(branchListRequestSchema.parse(branchListRequest(totalElements))).toStrictEqual(
      branchListRequest(37),
    );
  });

  it('passes its own schema', () => {
    expect(issuesOf(branchListRequestSchema, branchListRequest(5))).toEqual([]);
  });

  it.each([
    ['status', 0],
    ['status', 2],
    ['status', '1'],
    ['fromDate', '01/01/2025'],
    ['toDate', '31/01/2025'],
    ['pageSize', 0],
    ['pageSize', 5.5],
    ['pageSize', '5'],
    ['pageNumber', -1],
    ['pageNumber', 1.5],
    ['searchContent', null],
    ['searchContent', 'T. Nagar\n'],
    ['searchContent', 'T. Nagar\u0000'],
    ['searchContent', '\uD800'],
  ])('refuses %s = %j', (field, value) => {
    expect(
      fieldsWithIssues(branchListRequestSchema, { ...branchListRequest(5), [field]: value }),
    ).toEqual([field]);
  });

  it.each(Object.keys(branchListRequest(5)))('refuses a request without %s', (field) => {
    const partial = Object.fromEntries(
      Object.entries(branchListRequest(5)).filter(([key]) => key !== field),
    );
    expect(fieldsWithIssues(branchListRequestSchema, partial)).toEqual([field]);
  });

  it('refuses extra fields', () => {
    const issues = issuesOf(branchListRequestSchema, { ...branchListRequest(5), page: 0 });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['page'] });
  });
});

describe('branch record and list (spec section 3)', () => {
  const branch = {
    branchName: 'T. Nagar',
    inchargeName: 'R. Suresh',
    mobileNumber: '9876543210',
    shopOpenTiming: '09:30',
    shopClosingTiming: '19:00',
    address: '12, Usman Road, T. Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    latitude: 13.0418,
    longitude: 80.2341,
  };

  it('accepts a branch with its fields', () => {
    expect(branchSchema.parse(branch)).toEqual(branch);
  });

  it.each(['00:00', '09:05', '12:00', '19:59', '23:59'])('accepts the 24-hour time %s', (time) => {
    expect(
      fieldsWithIssues(branchSchema, { ...branch, shopOpenTiming: time, shopClosingTiming: time }),
    ).toEqual([]);
  });

  it.each(['24:00', '9:30', '09:60', '09.30', '9:30 AM', '0930', '09:30:00', ''])(
    'refuses the time %j',
    (time) => {
      expect(fieldsWithIssues(branchSchema, { ...branch, shopOpenTiming: time })).toEqual([
        'shopOpenTiming',
      ]);
      expect(fieldsWithIssues(branchSchema, { ...branch, shopClosingTiming: time })).toEqual([
        'shopClosingTiming',
      ]);
    },
  );

  it('keeps latitude and longitude on the globe', () => {
    expect(fieldsWithIssues(branchSchema, { ...branch, latitude: 90, longitude: -180 })).toEqual(
      [],
    );
    expect(fieldsWithIssues(branchSchema, { ...branch, latitude: 90.01 })).toEqual(['latitude']);
    expect(fieldsWithIssues(branchSchema, { ...branch, latitude: -90.01 })).toEqual(['latitude']);
    expect(fieldsWithIssues(branchSchema, { ...branch, longitude: 180.01 })).toEqual(['longitude']);
    expect(fieldsWithIssues(branchSchema, { ...branch, longitude: '80.2341' })).toEqual([
      'longitude',
    ]);
  });

  it.each([
    'branchName',
    'inchargeName',
    'mobileNumber',
    'shopOpenTiming',
    'shopClosingTiming',
    'address',
    'latitude',
    'longitude',
  ])('refuses a branch without %s', (field) => {
    expect(fieldsWithIssues(branchSchema, { ...branch, [field]: undefined })).toEqual([field]);
  });

  it('has content and totalElements in the list response', () => {
    const list = { content: [branch], totalElements: 1 };
    expect(branchListResultSchema.parse(list)).toEqual(list);
    expect(fieldsWithIssues(branchListResultSchema, { content: [branch] })).toEqual([
      'totalElements',
    ]);
    expect(fieldsWithIssues(branchListResultSchema, { totalElements: 1 })).toEqual(['content']);
  });
});
