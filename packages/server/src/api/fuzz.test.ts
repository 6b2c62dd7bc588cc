import { encryptPayload } from '@gold/cipher/node';
import { apiPaths } from '@gold/contracts';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../security/requestFixtures';
import { multipart, validCertificate } from './fuzz/formRequests';
import { generate } from './fuzz/generate';
import { endpoints, jsonEndpoints, validPayloads, type FuzzRequest } from './fuzz/jsonRequests';
import { rowsByTable, testApiForFile } from './testApi';

// At least 1,000 malformed requests, generated from a fixed seed across the five endpoints: none
// may answer 5xx, every answer must be a {flag: 0} envelope with a message, and nothing may be
// written to any table or to the uploads folder.

const SEED = 20_251_122;
const REQUESTS = 1_200;

const api = testApiForFile();

interface Tally {
  byStatus: Map<number, number>;
  byCategory: Map<string, number>;
  problems: string[];
}

function describeRequest(request: FuzzRequest, index: number): string {
  return `#${index} ${request.category} ${request.method} ${request.endpoint}`;
}

/** What is wrong with an answer, or null when it is the clear refusal it must be. */
function problemOf(statusCode: number, body: string): string | null {
  if (statusCode >= 500) return `answered ${statusCode}: ${body.slice(0, 200)}`;
  if (statusCode < 400) return `accepted with ${statusCode}: ${body.slice(0, 200)}`;
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return `answer is not JSON: ${body.slice(0, 200)}`;
  }
  const { flag, message, data, ...rest } = (envelope ?? {}) as Record<string, unknown>;
  if (
    flag !== 0 ||
    data !== null ||
    typeof message !== 'string' ||
    message.trim() === '' ||
    Object.keys(rest).length > 0
  ) {
    return `answer is not a {flag: 0, message, data: null} envelope: ${body.slice(0, 200)}`;
  }
  if (/\bat .+:\d+:\d+|node_modules|\/src\//.test(message))
    return `message leaks internals: ${message}`;
  return null;
}

describe('fuzz: malformed requests to every endpoint', () => {
  it(`${REQUESTS} generated requests: no 5xx, every answer a clear error envelope, nothing written`, async () => {
    const requests = await generate(seededRandom(SEED), api().key, REQUESTS);
    const rowsBefore = await rowsByTable(api().db);
    const tally: Tally = { byStatus: new Map(), byCategory: new Map(), problems: [] };

    for (const [index, request] of requests.entries()) {
      const response = await api().app.inject({
        method: request.method,
        url: `/api/${request.endpoint}`,
        headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
      tally.byCategory.set(request.category, (tally.byCategory.get(request.category) ?? 0) + 1);
      const problem = problemOf(response.statusCode, response.body);
      if (problem) tally.problems.push(`${describeRequest(request, index)}: ${problem}`);
    }

    const rowsAfter = await rowsByTable(api().db);
    const filesLeft = await readdir(api().uploadDir);
    const serverErrors = [...tally.byStatus]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const rowsWritten = Object.keys(rowsAfter).reduce(
      (sum, table) => sum + Math.abs((rowsAfter[table] ?? 0) - (rowsBefore[table] ?? 0)),
      0,
    );
    console.info(
      [
        `[fuzz] seed ${SEED}: ${requests.length} malformed requests to ${endpoints.length} endpoints`,
        `[fuzz] by category: ${[...tally.byCategory].map(([category, n]) => `${category} ${n}`).join(', ')}`,
        `[fuzz] by status: ${[...tally.byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status} x${n}`)
          .join(', ')}`,
        `[fuzz] 5xx answers: ${serverErrors}; answers not a clear error envelope: ${tally.problems.length}; rows written: ${rowsWritten}; files left in uploads: ${filesLeft.length}`,
      ].join('\n'),
    );

    expect(requests.length).toBeGreaterThanOrEqual(1_000);
    expect(tally.problems).toEqual([]);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(filesLeft).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);

  it('the same API accepts the valid request each malformed one was made from', async () => {
    for (const endpoint of jsonEndpoints) {
      const response = await api().app.inject({
        method: 'POST',
        url: `/api/${endpoint}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: encryptPayload(validPayloads[endpoint], api().key) }),
      });
      expect(response.json(), endpoint).toMatchObject({ flag: 1 });
    }
    const form = await multipart('valid', [
      ['data', encryptPayload(validPayloads[apiPaths.franchiseEnquiry], api().key)],
      ['professionalCertificate', validCertificate(seededRandom(SEED))],
    ]);
    const response = await api().app.inject({
      method: 'POST',
      url: `/api/${apiPaths.franchiseEnquiry}`,
      headers: { 'content-type': form.contentType ?? '' },
      body: form.body,
    });
    expect(response.json()).toMatchObject({ flag: 1 });
    expect(await readdir(api().uploadDir)).toHaveLength(1);
  });
});
