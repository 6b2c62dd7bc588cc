import { encryptPayload } from '@gold/cipher/node';
import { apiPaths } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from './apiDeps';
import {
  jsonApi,
  lead,
  outcomeOf,
  refusal,
  startingWith,
  jsonApiForFile,
  type Outcome,
} from '../testing/jsonRefusalKit';
import { postEncrypted, postForm, postRaw } from '../testing/testApi';

// Requests to the JSON endpoints that are not what the API takes (body, content type, envelope,
// method, path): each gets a clear {flag: 0} refusal and nothing is written. The payloads that
// reach the contracts and fail them are in contractRefusals.test.ts.

jsonApiForFile();

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
        expect(await outcomeOf(() => postRaw(jsonApi(), path, body, contentType))).toEqual(
          expected,
        );
      });
    }

    it(`${path}: cipher text made with another key -> 400`, async () => {
      const foreign = JSON.stringify({ data: encryptPayload({ a: 1 }, '0123456789abcdef') });
      expect(await outcomeOf(() => postRaw(jsonApi(), path, foreign))).toEqual(
        refusal(400, startingWith('data: cannot be decrypted')),
      );
    });

    for (const notObject of [[lead], 42, 'text', null, true]) {
      it(`${path}: payload ${JSON.stringify(notObject)} -> 400`, async () => {
        expect(await outcomeOf(() => postEncrypted(jsonApi(), path, notObject))).toEqual(
          refusal(400, 'data: the decrypted payload must be a JSON object'),
        );
      });
    }

    it(`${path}: multipart body -> 415`, async () => {
      const body = new FormData();
      body.append('data', encryptPayload({}, jsonApi().key));
      expect(await outcomeOf(() => postForm(jsonApi(), path, body))).toEqual(
        refusal(415, 'Content-Type must be application/json'),
      );
    });

    it(`${path}: GET -> 404 envelope`, async () => {
      const response = await jsonApi().app.inject({ method: 'GET', url: `/api/${path}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        flag: 0,
        message: `No API endpoint GET /api/${path}`,
        data: null,
      });
    });
  }

  it('an unknown path -> 404 envelope', async () => {
    const response = await jsonApi().app.inject({
      method: 'POST',
      url: '/api/goldRate/delete?x=1',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      flag: 0,
      message: 'No API endpoint POST /api/goldRate/delete',
      data: null,
    });
  });
});
