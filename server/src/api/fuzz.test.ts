import { apiPaths } from '@gold/contracts';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formCases } from '../testing/fuzz/formCases';
import type { FuzzCase } from '../testing/fuzz/fuzzCase';
import { jsonCases, type JsonEndpoint } from '../testing/fuzz/jsonCases';
import { storedCertificates } from '../testing/storedCertificates';
import { countRows, rowsByTable, testApiForFile } from '../testing/testApi';

// Property-based fuzzing (fast-check) of every endpoint: generated requests, about a quarter valid
// and the rest wrong in one way each (see testing/fuzz/). Every answer must come, in the spec's
// envelope, never a 5xx; a refused request writes nothing, a valid one is stored exactly once and
// as sent. FUZZ_RUNS sets the requests per endpoint; FUZZ_SEED (and FUZZ_PATH) replay a failure
// from the seed and path fast-check prints.

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const ANSWER_TIMEOUT_MS = 15_000;
/** A failure's shrinking stops there (it replays requests, and a hang takes the whole timeout). */
const SHRINK_UNTIL_MS = 300_000;
const ENDPOINT_TIMEOUT_MS = 600_000;

const api = testApiForFile();

interface Tally {
  categories: Map<string, number>;
  statuses: Map<number, number>;
  stored: Map<string, number>;
  certificates: number;
}
const tally: Tally = {
  categories: new Map(),
  statuses: new Map(),
  stored: new Map(),
  certificates: 0,
};
const add = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** The table each storing endpoint writes to. */
const tableOf: Partial<Record<string, string>> = {
  [apiPaths.calculate]: 'calculations',
  [apiPaths.generalEnquiry]: 'general_enquiries',
  [apiPaths.franchiseEnquiry]: 'franchise_enquiries',
};

async function send(request: FuzzCase): Promise<{ statusCode: number; body: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      api().app.inject({
        method: request.method,
        url: `/api/${request.path}`,
        headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
        ...(request.body === undefined ? {} : { body: request.body }),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or null when it is what the request must get. */
function answerProblem(request: FuzzCase, statusCode: number, body: string): string | null {
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return `answered ${statusCode} with something not JSON: ${body.slice(0, 200)}`;
  }
  const { flag, message, data, ...rest } = envelope;
  const shaped =
    typeof message === 'string' && message.trim() !== '' && Object.keys(rest).length === 0;
  if (request.expected.outcome !== 'refused') {
    return statusCode === 200 && flag === 1 && shaped
      ? null
      : `a valid request answered ${statusCode}: ${body.slice(0, 300)}`;
  }
  if (statusCode < 400 || statusCode >= 500 || flag !== 0 || data !== null || !shaped) {
    return `answered ${statusCode} ${body.slice(0, 300)}, not a 4xx {flag: 0, message, data: null}`;
  }
  return /\bat .+:\d+:\d+|node_modules|\/src\//.test(message as string)
    ? `message leaks internals: ${message}`
    : null;
}

/** What is wrong with the newest row of `table`, or null when it is `row`. */
async function rowProblem(table: string, row: Record<string, unknown>): Promise<string | null> {
  const columns = Object.keys(row);
  const [stored] = await api().db.query<Record<string, unknown>>(
    `SELECT ${columns.join(', ')} FROM ${table} ORDER BY id DESC LIMIT 1`,
  );
  const differs = columns.filter((column) => {
    const expected = row[column];
    const actual = stored?.[column];
    return typeof expected === 'number' ? Number(actual) !== expected : actual !== expected;
  });
  return differs.length === 0
    ? null
    : `stored ${JSON.stringify(stored)}, sent ${JSON.stringify(row)}`;
}

/** Sends one generated request and checks its answer and what it wrote; throws what is wrong. */
async function check(endpoint: string, request: FuzzCase): Promise<void> {
  const { expected } = request;
  const table = expected.outcome === 'stored' ? expected.table : tableOf[endpoint];
  const rowsBefore = table ? await countRows(api().db, table) : 0;
  const filesBefore = (await storedCertificates(api().db, api().uploadDir)).length;
  const { statusCode, body } = await send(request);
  add(tally.categories, `${endpoint} ${request.category}`);
  add(tally.statuses, statusCode);
  const problems = [answerProblem(request, statusCode, body)];
  const rowsAdded = table ? (await countRows(api().db, table)) - rowsBefore : 0;
  const filesAdded = (await storedCertificates(api().db, api().uploadDir)).length - filesBefore;
  if (expected.outcome === 'stored') {
    add(tally.stored, expected.table);
    const withFile =
      expected.row.certificate_sha256 !== undefined && expected.row.certificate_sha256 !== null;
    if (withFile) tally.certificates += 1;
    problems.push(
      rowsAdded === 1
        ? await rowProblem(expected.table, expected.row)
        : `stored ${rowsAdded} times`,
    );
    if (filesAdded !== (withFile ? 1 : 0)) problems.push(`${filesAdded} files added`);
  } else if (rowsAdded !== 0 || filesAdded !== 0) {
    problems.push(`wrote ${rowsAdded} rows and ${filesAdded} files`);
  }
  const found = problems.filter((problem) => problem !== null);
  if (found.length > 0) throw new Error(found.join('; '));
}

const endpoints: [string, (key: string) => fc.Arbitrary<FuzzCase>][] = [
  ...(
    [
      apiPaths.goldRateView,
      apiPaths.calculate,
      apiPaths.generalEnquiry,
      apiPaths.branchList,
    ] as JsonEndpoint[]
  ).map((path): [string, (key: string) => fc.Arbitrary<FuzzCase>] => [
    path,
    (key) => jsonCases(path, key),
  ]),
  [apiPaths.franchiseEnquiry, formCases],
];

describe(`fuzz (fast-check, seed ${SEED}, ${RUNS} requests per endpoint)`, () => {
  let rowsBefore: Record<string, number> = {};
  let prototypeBefore: string[] = [];

  beforeAll(async () => {
    rowsBefore = await rowsByTable(api().db);
    prototypeBefore = Object.getOwnPropertyNames(Object.prototype);
  });

  for (const [endpoint, cases] of endpoints) {
    it(
      `${endpoint}: every answer in the envelope, no 5xx; refused ones write nothing, valid ones are stored once`,
      async () => {
        console.info(`[fuzz] ${endpoint}: seed ${SEED}, ${RUNS} runs`);
        const run = await fc.check(
          fc.asyncProperty(cases(api().key), (request) => check(endpoint, request)),
          {
            seed: SEED,
            numRuns: RUNS,
            skipAllAfterTimeLimit: SHRINK_UNTIL_MS,
            ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
          },
        );
        // fast-check's report: the seed and path to replay, and the smallest failing request.
        expect(run.failed, fc.defaultReportMessage(run)).toBe(false);
      },
      ENDPOINT_TIMEOUT_MS,
    );
  }

  it('wrote the valid requests and nothing else', async () => {
    const rowsAfter = await rowsByTable(api().db);
    const written = Object.fromEntries(
      Object.keys(rowsAfter).map((name) => [
        name,
        (rowsAfter[name] ?? 0) - (rowsBefore[name] ?? 0),
      ]),
    );
    const files = await storedCertificates(api().db, api().uploadDir);
    const count = (counts: Map<unknown, number>) =>
      [...counts]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([key, n]) => `${key} ${n}`)
        .join(', ');
    const inputs = [...tally.categories.values()].reduce((sum, n) => sum + n, 0);
    const serverErrors = [...tally.statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    console.info(
      [
        `[fuzz] seed ${SEED}: ${inputs} requests (${RUNS} per endpoint), 5xx: ${serverErrors}`,
        `[fuzz] by status: ${count(tally.statuses)}`,
        `[fuzz] by category: ${count(tally.categories)}`,
        `[fuzz] valid and stored once: ${count(tally.stored)}, with a certificate: ${tally.certificates}; rows written: ${count(new Map(Object.entries(written)))}; files: ${files.length}`,
      ].join('\n'),
    );
    expect(inputs).toBeGreaterThanOrEqual(endpoints.length * RUNS);
    expect(serverErrors).toBe(0);
    // Each stored certificate's bytes are a row of certificate_blobs (random bytes: all distinct).
    const expectedRows = new Map([...tally.stored, ['certificate_blobs', tally.certificates]]);
    expect(written).toEqual(
      Object.fromEntries(Object.keys(rowsAfter).map((name) => [name, expectedRows.get(name) ?? 0])),
    );
    expect(files.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(files).toHaveLength(tally.certificates);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeBefore);
  });
});
