import { encryptPayload } from '@gold/cipher/node';
import {
  apiPaths,
  branchListRequest,
  goldRateViewRequest,
  type CalculatorRequest,
} from '@gold/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from './apiDeps';
import {
  DATABASE_HOOK_TIMEOUT_MS,
  countRows,
  postEncrypted,
  postForm,
  postRaw,
  startTestApi,
  type Answer,
  type TestApi,
} from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api.close(), DATABASE_HOOK_TIMEOUT_MS);

const tables = [
  'gold_rates',
  'branches',
  'calculations',
  'general_enquiries',
  'franchise_enquiries',
];

async function rowCounts(): Promise<number[]> {
  return Promise.all(tables.map((table) => countRows(api.db, table)));
}

/** What a request did: its answer, and whether any table changed. */
interface Outcome {
  status: number;
  envelope: unknown;
  tablesChanged: boolean;
}

async function outcomeOf(send: () => Promise<Answer>): Promise<Outcome> {
  const before = await rowCounts();
  const answer = await send();
  const after = await rowCounts();
  return {
    status: answer.statusCode,
    envelope: answer.envelope,
    tablesChanged: after.some((count, index) => count !== before[index]),
  };
}

/** A refusal: a {flag: 0} envelope with the status and message, and nothing written. */
function refusal(status: number, message: unknown): Outcome {
  return { status, envelope: { flag: 0, message, data: null }, tablesChanged: false };
}

/** Matches any text that begins with `prefix`. */
function startingWith(prefix: string): unknown {
  return expect.stringMatching(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

const lead: CalculatorRequest = {
  name: 'Meena K.',
  mobileNumber: '9876543210',
  emailId: 'meena@example.com',
  city: 'Chennai',
  goldGrams: '10.25',
  goldCarat: '22',
};

const jsonPaths = [
  apiPaths.goldRateView,
  apiPaths.calculate,
  apiPaths.branchList,
  apiPaths.generalEnquiry,
];

describe('malformed requests to every JSON endpoint', () => {
  const cases: [string, string, string | undefined, Outcome][] = [
    [
      'text/plain body',
      'hello',
      'text/plain',
      refusal(415, 'Content-Type must be application/json'),
    ],
    [
      'unknown content type',
      '<a/>',
      'application/xml',
      refusal(415, startingWith('Unsupported Content-Type: send application/json')),
    ],
    [
      'empty JSON body',
      '',
      'application/json',
      refusal(400, startingWith('Request body is empty')),
    ],
    [
      'invalid JSON',
      '{"data": ',
      'application/json',
      refusal(400, 'Request body is not valid JSON'),
    ],
    [
      'JSON array body',
      '[]',
      'application/json',
      refusal(400, 'body: Invalid input: expected object, received array'),
    ],
    [
      'JSON without data',
      '{}',
      'application/json',
      refusal(400, 'data: Invalid input: expected string, received undefined'),
    ],
    [
      'data that is a number',
      '{"data": 5}',
      'application/json',
      refusal(400, 'data: Invalid input: expected string, received number'),
    ],
    [
      'data that is empty',
      '{"data": ""}',
      'application/json',
      refusal(400, startingWith('data: Too small')),
    ],
    [
      'extra body field',
      '{"data": "AAAA", "x": 1}',
      'application/json',
      refusal(400, 'body: Unrecognized key: "x"'),
    ],
    [
      'data not Base64',
      '{"data": "not base64!"}',
      'application/json',
      refusal(400, startingWith('data: cannot be decrypted')),
    ],
    [
      'data not a cipher block',
      '{"data": "AAAA"}',
      'application/json',
      refusal(400, startingWith('data: cannot be decrypted')),
    ],
    [
      'prototype pollution',
      '{"__proto__": {"x": 1}, "data": "AAAA"}',
      'application/json',
      refusal(400, expect.any(String)),
    ],
    [
      'oversized body',
      JSON.stringify({ data: 'A'.repeat(JSON_BODY_LIMIT) }),
      'application/json',
      refusal(413, 'Request body is too large'),
    ],
  ];

  for (const path of jsonPaths) {
    for (const [name, body, contentType, expected] of cases) {
      it(`${path}: ${name} -> ${expected.status}`, async () => {
        expect(await outcomeOf(() => postRaw(api, path, body, contentType))).toEqual(expected);
      });
    }

    it(`${path}: cipher text made with another key -> 400`, async () => {
      const foreign = JSON.stringify({ data: encryptPayload({ a: 1 }, '0123456789abcdef') });
      expect(await outcomeOf(() => postRaw(api, path, foreign))).toEqual(
        refusal(400, startingWith('data: cannot be decrypted')),
      );
    });

    for (const notObject of [[lead], 42, 'text', null, true]) {
      it(`${path}: payload ${JSON.stringify(notObject)} -> 400`, async () => {
        expect(await outcomeOf(() => postEncrypted(api, path, notObject))).toEqual(
          refusal(400, 'data: the decrypted payload must be a JSON object'),
        );
      });
    }

    it(`${path}: multipart body -> 415`, async () => {
      const body = new FormData();
      body.append('data', encryptPayload({}, api.key));
      expect(await outcomeOf(() => postForm(api, path, body))).toEqual(
        refusal(415, 'Content-Type must be application/json'),
      );
    });

    it(`${path}: GET -> 404 envelope`, async () => {
      const response = await api.app.inject({ method: 'GET', url: `/api/${path}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        flag: 0,
        message: `No API endpoint GET /api/${path}`,
        data: null,
      });
    });
  }

  it('an unknown path -> 404 envelope', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/goldRate/delete?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      flag: 0,
      message: 'No API endpoint POST /api/goldRate/delete',
      data: null,
    });
  });
});

describe('payloads that fail the contracts', () => {
  const cases: [string, string, unknown, unknown][] = [
    [
      'goldRate/view with another dataStatus',
      apiPaths.goldRateView,
      { ...goldRateViewRequest, dataStatus: 3 },
      'dataStatus: Invalid input: expected 2',
    ],
    [
      'goldRate/view with a huge page',
      apiPaths.goldRateView,
      { ...goldRateViewRequest, pageSize: 1000 },
      'pageSize: Too big: expected number to be <=100',
    ],
    [
      'goldRate/view with a missing field',
      apiPaths.goldRateView,
      { ...goldRateViewRequest, page: undefined },
      'page: Invalid input: expected number, received undefined',
    ],
    [
      'calculator with a bad mobile number',
      apiPaths.calculate,
      { ...lead, mobileNumber: '98765' },
      'mobileNumber: Invalid',
    ],
    [
      'calculator with three decimals',
      apiPaths.calculate,
      { ...lead, goldGrams: '1.005' },
      'goldGrams: Invalid',
    ],
    [
      'calculator with grams as a number',
      apiPaths.calculate,
      { ...lead, goldGrams: 10 },
      'goldGrams: required',
    ],
    [
      'calculator with an unknown carat',
      apiPaths.calculate,
      { ...lead, goldCarat: '21' },
      startingWith('goldCarat: '),
    ],
    ['calculator with an empty name', apiPaths.calculate, { ...lead, name: '' }, 'name: required'],
    [
      'calculator with several problems',
      apiPaths.calculate,
      { ...lead, name: 'R2D2', emailId: 'x@' },
      'name: Invalid; emailId: Invalid',
    ],
    [
      'calculator with an extra field',
      apiPaths.calculate,
      { ...lead, price: 1 },
      'payload: Unrecognized key: "price"',
    ],
    [
      'branches with another status',
      apiPaths.branchList,
      { ...branchListRequest(5), status: 0 },
      'status: Invalid input: expected 1',
    ],
    [
      'branches with a fractional page',
      apiPaths.branchList,
      { ...branchListRequest(5), pageNumber: 0.5 },
      startingWith('pageNumber: '),
    ],
    [
      'branches with a negative page',
      apiPaths.branchList,
      { ...branchListRequest(5), pageNumber: -1 },
      startingWith('pageNumber: Too small'),
    ],
    [
      'branches with page size 0',
      apiPaths.branchList,
      branchListRequest(0),
      startingWith('pageSize: Too small'),
    ],
    [
      'enquiry without a message',
      apiPaths.generalEnquiry,
      { name: 'Ravi', mobileNumber: '9123456780' },
      'message: required',
    ],
  ];

  for (const [name, path, payload, message] of cases) {
    it(`${name} -> 400`, async () => {
      expect(await outcomeOf(() => postEncrypted(api, path, payload))).toEqual(
        refusal(400, message),
      );
    });
  }
});
