import { encryptPayload } from '@gold/cipher/node';
import {
  apiPaths,
  branchListRequest,
  certificateRules,
  goldRateViewRequest,
} from '@gold/contracts';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from './apiDeps';
import { DATABASE_HOOK_TIMEOUT_MS, countRows, startTestApi, type TestApi } from './testApi';
import {
  encodeForm,
  encryptText,
  pngBytes,
  seededRandom,
  validEnquiry,
  validLead,
} from '../security/requestFixtures';

// At least 1,000 malformed requests, generated from a fixed seed across the five endpoints: none
// may answer 5xx, every answer must be a {flag: 0} envelope with a message, and nothing may be
// written to any table or to the uploads folder.

const SEED = 20_251_122;
const REQUESTS = 1_200;

type Random = () => number;
type Payload = Record<string, unknown>;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api.close(), DATABASE_HOOK_TIMEOUT_MS);

/** One generated request. */
interface FuzzRequest {
  category: string;
  endpoint: string;
  method: 'POST' | 'GET' | 'PUT';
  body?: Buffer | string;
  contentType?: string;
}

const validPayloads: Record<string, Payload> = {
  [apiPaths.goldRateView]: { ...goldRateViewRequest },
  [apiPaths.calculate]: { ...validLead('fuzz') },
  [apiPaths.branchList]: { ...branchListRequest(5) },
  [apiPaths.generalEnquiry]: {
    name: 'Fuzz Test',
    mobileNumber: '9123456780',
    message: 'Do you buy silver?',
  },
  [apiPaths.franchiseEnquiry]: { ...validEnquiry('fuzz') },
};
const endpoints = Object.keys(validPayloads);
const jsonEndpoints = endpoints.filter((endpoint) => endpoint !== apiPaths.franchiseEnquiry);

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function randomText(random: Random, length: number, alphabet: string): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ANY_TEXT = `${BASE64}!@#$%^&*(){}[]<>"'\\ \n\t\u0000éஅ😀`;

/** Cipher text that cannot be decrypted: not Base64, not whole blocks, or random blocks. */
function badCipherText(random: Random, key: string): string {
  const valid = encryptPayload(validPayloads[apiPaths.calculate], key);
  return pick(random, [
    () => randomText(random, between(random, 1, 300), ANY_TEXT),
    () => randomText(random, between(random, 1, 30) * 4 + 2, BASE64),
    () => Buffer.from(randomText(random, between(random, 1, 20) * 16, ANY_TEXT)).toString('base64'),
    () => valid.slice(0, between(random, 1, valid.length - 2)),
    // Not 'A' or '=': Base64 decoders ignore such a tail, so the text still says the same thing.
    () => `${valid}${pick(random, [' ', '\n', '%00', '!', '.'])}`,
    () => ` ${valid}`,
    () => valid.replace(/[A-Za-z]/, '!'),
  ])();
}

/** A valid payload encrypted with a key that is not the API's. */
function wrongKeyCipherText(random: Random, payload: Payload, key: string): string {
  let other = randomText(random, pick(random, [16, 24, 32]), BASE64);
  if (other === key) other = other.split('').reverse().join('');
  return encryptPayload(payload, other);
}

/** Text that decrypts correctly but is not JSON. */
function notJsonCipherText(random: Random, payload: Payload, key: string): string {
  const json = JSON.stringify(payload);
  const text = pick(random, [
    () => json.slice(0, between(random, 1, json.length - 1)),
    () => `${json},`,
    () => json.replace(/"/g, "'"),
    () => randomText(random, between(random, 1, 200), ANY_TEXT),
    () => 'undefined',
    () => '',
    () => '{"a":1,}',
  ])();
  return encryptText(text, key);
}

/** JSON that is not an object: a number, a string, an array, null... */
function notObjectCipherText(random: Random, payload: Payload, key: string): string {
  return encryptPayload(
    pick(random, [42, 'text', [payload], null, true, [], Object.values(payload)]),
    key,
  );
}

const otherTypes: readonly unknown[] = [
  123,
  -1.5,
  true,
  false,
  null,
  {},
  [],
  ['a'],
  { nested: 'x' },
  '12',
];

function withWrongType(random: Random, payload: Payload): Payload {
  const field = pick(random, Object.keys(payload));
  const original = payload[field];
  const candidates = otherTypes.filter(
    (value) => typeof value !== typeof original || value === null || Array.isArray(value),
  );
  return { ...payload, [field]: pick(random, candidates) };
}

function withMissingFields(random: Random, payload: Payload): Payload {
  const fields = Object.keys(payload);
  const keep = fields.filter(() => random() < 0.5);
  if (keep.length === fields.length) keep.pop();
  return Object.fromEntries(keep.map((field) => [field, payload[field]]));
}

/** A payload with a field the contract does not have, `__proto__` among them. */
function extraFieldsJson(random: Random, payload: Payload): string {
  const extra = pick(random, [
    'isAdmin',
    'id',
    'flag',
    'data',
    'constructor',
    'createdAt',
    'x'.repeat(between(random, 1, 200)),
  ]);
  const json = JSON.stringify({ ...payload, [extra]: pick(random, otherTypes) });
  return random() < 0.3 ? json.replace(/^\{/, '{"__proto__":{"polluted":true},') : json;
}

/** A field with a value of the right type that breaks the contract's rules. */
function withInvalidValue(random: Random, payload: Payload): Payload {
  const field = pick(random, Object.keys(payload));
  const original = payload[field];
  let value: unknown;
  if (typeof original === 'number') value = pick(random, [-1, 0.5, -7.25]);
  else if (field === 'searchContent') value = 'x'.repeat(between(random, 101, 500));
  else
    value = `${String(original)}${pick(random, ['<', '<script>alert(1)</script>', '<>', "'); DROP TABLE x; --<"])}`;
  return { ...payload, [field]: value };
}

function withHugeString(random: Random, payload: Payload): Payload {
  const field = pick(random, Object.keys(payload));
  const unit = pick(random, ['a', 'அ', '9', ' ']);
  // Longer than any field may be (the longest, a message, takes 2,000 characters), yet under the
  // body limit once encrypted, so the rules (not the limit) refuse it.
  const length = between(random, 2_001, Math.floor(44_000 / Buffer.byteLength(unit)));
  return { ...payload, [field]: unit.repeat(length) };
}

/** The `data` of a request made by one of the payload-level categories. */
const cipherCategories: Record<string, (random: Random, payload: Payload, key: string) => string> =
  {
    'bad cipher text': (random, _payload, key) => badCipherText(random, key),
    'wrong key': wrongKeyCipherText,
    'bad JSON after decryption': notJsonCipherText,
    'JSON that is not an object': notObjectCipherText,
    'wrong types': (random, payload, key) => encryptPayload(withWrongType(random, payload), key),
    'missing fields': (random, payload, key) =>
      encryptPayload(withMissingFields(random, payload), key),
    'extra fields': (random, payload, key) => encryptText(extraFieldsJson(random, payload), key),
    'invalid values': (random, payload, key) =>
      encryptPayload(withInvalidValue(random, payload), key),
    'huge strings': (random, payload, key) => encryptPayload(withHugeString(random, payload), key),
  };

const json = (
  endpoint: string,
  category: string,
  body: string,
  contentType = 'application/json',
): FuzzRequest => ({
  category,
  endpoint,
  method: 'POST',
  body,
  contentType,
});

/** Bodies a JSON endpoint must refuse before it gets to decrypting anything. */
function malformedJsonBody(random: Random, endpoint: string, key: string): FuzzRequest {
  const data = encryptPayload(validPayloads[endpoint], key);
  const category = 'malformed body';
  return pick(random, [
    () => json(endpoint, category, ''),
    () => json(endpoint, category, `{"data": "${data}"`),
    () => json(endpoint, category, JSON.stringify([{ data }])),
    () => json(endpoint, category, JSON.stringify({ data: pick(random, otherTypes) })),
    () =>
      json(endpoint, category, JSON.stringify({ data, [pick(random, ['flag', 'key', 'x'])]: 1 })),
    () => json(endpoint, category, JSON.stringify({ Data: data })),
    () => json(endpoint, category, 'null'),
    () =>
      json(
        endpoint,
        category,
        JSON.stringify({ data }),
        pick(random, [
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
        ]),
      ),
    () =>
      json(
        endpoint,
        category,
        `data=${encodeURIComponent(data)}`,
        'application/x-www-form-urlencoded',
      ),
    () => json(endpoint, category, randomText(random, between(random, 1, 500), ANY_TEXT)),
    () => ({ category, endpoint, method: pick(random, ['GET', 'PUT'] as const) }),
    () =>
      json(
        `${endpoint}${pick(random, ['/x', 'x', '/../../ops/leads', '%00'])}`,
        category,
        JSON.stringify({ data }),
      ),
  ])();
}

/** JSON bodies over the API's body limit. */
function oversizedJsonBody(random: Random, endpoint: string): FuzzRequest {
  const size = between(random, JSON_BODY_LIMIT + 1, JSON_BODY_LIMIT * 4);
  return json(endpoint, 'oversized body', JSON.stringify({ data: 'A'.repeat(size) }));
}

interface FormFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

const validCertificate = (random: Random): FormFile => ({
  bytes: pngBytes(
    between(random, certificateRules.minBytes, certificateRules.minBytes + 20_000),
    random,
  ),
  name: 'certificate.png',
  type: 'image/png',
});

/** A franchise form; its parts in the order given. */
async function multipart(
  category: string,
  parts: [string, string | FormFile][],
): Promise<FuzzRequest> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const { body, contentType } = await encodeForm(form);
  return { category, endpoint: apiPaths.franchiseEnquiry, method: 'POST', body, contentType };
}

const fileStartingWith = (
  head: string | number[],
  size: number,
  random: Random,
): Uint8Array<ArrayBuffer> => {
  const bytes = pngBytes(size, random);
  bytes.set(typeof head === 'string' ? Buffer.from(head) : head);
  return bytes;
};

/** A certificate whose name, declared type or bytes lie about what it is. */
function spoofedFile(random: Random): FormFile {
  const size = between(random, certificateRules.minBytes, certificateRules.minBytes + 10_000);
  const png = pngBytes(size, random);
  const html = fileStartingWith('<!DOCTYPE html><script>alert(1)</script>', size, random);
  const exe = fileStartingWith('MZ\u0090\u0000', size, random);
  const php = fileStartingWith('<?php system($_GET["c"]); ?>', size, random);
  const svg = fileStartingWith(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">',
    size,
    random,
  );
  const pdf = fileStartingWith('%PDF-1.7\n', size, random);
  return pick(random, [
    { bytes: html, name: 'certificate.png', type: 'image/png' },
    { bytes: exe, name: 'certificate.jpg', type: 'image/jpeg' },
    { bytes: php, name: 'shell.php.png', type: 'image/png' },
    { bytes: svg, name: 'certificate.png', type: 'image/svg+xml' },
    { bytes: svg, name: 'certificate.svg', type: 'image/svg+xml' },
    { bytes: png, name: 'certificate.pdf', type: 'application/pdf' },
    { bytes: pdf, name: 'certificate.png', type: 'image/png' },
    { bytes: png, name: 'certificate.png', type: 'text/html' },
    { bytes: png, name: 'certificate.html', type: 'image/png' },
    { bytes: png, name: 'certificate', type: 'image/png' },
    { bytes: png, name: '../../../etc/passwd', type: 'image/png' },
    { bytes: exe, name: '..\\..\\evil.exe.jpeg', type: 'image/jpeg' },
    { bytes: png, name: 'certificate.png', type: 'application/x-msdownload' },
  ]);
}

/** Multipart requests whose structure or file is wrong; the enquiry itself is valid. */
async function malformedForm(random: Random, key: string): Promise<FuzzRequest> {
  const data = encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key);
  const certificate = validCertificate(random);
  const variant = between(random, 0, 9);
  switch (variant) {
    case 0:
      return multipart('multipart structure', [['professionalCertificate', certificate]]);
    case 1:
      return multipart('multipart structure', [
        ['data', data],
        ['data', data],
      ]);
    case 2:
      return multipart('multipart structure', [
        ['data', data],
        ['professionalCertificate', certificate],
        ['professionalCertificate', validCertificate(random)],
      ]);
    case 3:
      return multipart('multipart structure', [
        ['data', data],
        [pick(random, ['file', 'certificate', 'x', '__proto__']), certificate],
      ]);
    case 4:
      return multipart('multipart structure', [
        [
          'data',
          { bytes: new Uint8Array(Buffer.from(data)), name: 'data.txt', type: 'text/plain' },
        ],
      ]);
    case 5:
      return multipart('multipart structure', [
        ['data', ''],
        ['professionalCertificate', certificate],
      ]);
    case 6:
      return multipart('file too small', [
        ['data', data],
        [
          'professionalCertificate',
          {
            ...certificate,
            bytes: certificate.bytes.slice(0, between(random, 8, certificateRules.minBytes - 1)),
          },
        ],
      ]);
    case 7: {
      const request = await multipart('multipart structure', [['data', data]]);
      return {
        ...request,
        contentType: pick(random, [
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=wrong',
          'multipart/mixed; boundary=x',
        ]),
      };
    }
    case 8:
      return json(apiPaths.franchiseEnquiry, 'multipart structure', JSON.stringify({ data }));
    default:
      return multipart('multipart structure', [
        ['data', data],
        ['professionalCertificate', { ...certificate, name: '' }],
      ]);
  }
}

/** A valid enquiry with a certificate that is not what it claims to be. */
function spoofedForm(random: Random, key: string): Promise<FuzzRequest> {
  const data = encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key);
  const file = spoofedFile(random);
  return multipart(
    'spoofed file types',
    random() < 0.5
      ? [
          ['data', data],
          ['professionalCertificate', file],
        ]
      : [
          ['professionalCertificate', file],
          ['data', data],
        ],
  );
}

/** A valid form cut off before its end, as a dropped connection leaves it. */
async function truncatedUpload(random: Random, key: string): Promise<FuzzRequest> {
  const data = encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key);
  const request = await multipart(
    'truncated upload',
    random() < 0.5
      ? [
          ['data', data],
          ['professionalCertificate', validCertificate(random)],
        ]
      : [
          ['professionalCertificate', validCertificate(random)],
          ['data', data],
        ],
  );
  const body = request.body as Buffer;
  // Anywhere short of the closing boundary line.
  return { ...request, body: body.subarray(0, between(random, 1, body.length - 10)) };
}

/** Forms over the parser's limits: a `data` field or a certificate too large. */
async function oversizedForm(random: Random, key: string, bigFile: boolean): Promise<FuzzRequest> {
  if (!bigFile)
    return multipart('oversized body', [
      ['data', 'A'.repeat(between(random, JSON_BODY_LIMIT + 1, JSON_BODY_LIMIT * 2))],
    ]);
  const file = {
    ...validCertificate(random),
    bytes: pngBytes(certificateRules.maxBytes + between(random, 1, 100_000), random),
  };
  return multipart('oversized body', [
    ['data', encryptPayload(validPayloads[apiPaths.franchiseEnquiry], key)],
    ['professionalCertificate', file],
  ]);
}

/** The franchise form with a malformed `data`, sometimes next to a valid certificate. */
async function franchiseWithData(
  random: Random,
  category: string,
  data: string,
): Promise<FuzzRequest> {
  if (random() < 0.6) return multipart(category, [['data', data]]);
  const certificate = validCertificate(random);
  return multipart(
    category,
    random() < 0.5
      ? [
          ['data', data],
          ['professionalCertificate', certificate],
        ]
      : [
          ['professionalCertificate', certificate],
          ['data', data],
        ],
  );
}

const categories = [
  ...Object.keys(cipherCategories),
  'malformed body',
  'oversized body',
  'multipart structure',
  'spoofed file types',
  'truncated upload',
];

/** The whole run, deterministic for the seed. */
async function generate(random: Random, key: string): Promise<FuzzRequest[]> {
  const requests: FuzzRequest[] = [];
  let bigFiles = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const category = categories[i % categories.length] as string;
    const cipher = cipherCategories[category];
    if (cipher) {
      const endpoint = pick(random, endpoints);
      const data = cipher(random, validPayloads[endpoint] as Payload, key);
      requests.push(
        endpoint === apiPaths.franchiseEnquiry
          ? await franchiseWithData(random, category, data)
          : json(endpoint, category, JSON.stringify({ data })),
      );
    } else if (category === 'malformed body') {
      requests.push(malformedJsonBody(random, pick(random, jsonEndpoints), key));
    } else if (category === 'oversized body') {
      // Every fourth oversized request is a 5 MB upload: enough to prove the limit, cheap enough to run.
      const endpoint = pick(random, endpoints);
      const bigFile = endpoint === apiPaths.franchiseEnquiry && (bigFiles += 1) % 4 === 0;
      requests.push(
        endpoint === apiPaths.franchiseEnquiry
          ? await oversizedForm(random, key, bigFile)
          : oversizedJsonBody(random, endpoint),
      );
    } else if (category === 'truncated upload') {
      requests.push(await truncatedUpload(random, key));
    } else if (category === 'spoofed file types') {
      requests.push(await spoofedForm(random, key));
    } else {
      requests.push(await malformedForm(random, key));
    }
  }
  return requests;
}

/** Row counts of every table of the database. */
async function allRowCounts(): Promise<Record<string, number>> {
  const tables = await api.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = await countRows(api.db, name);
  return counts;
}

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
    const requests = await generate(seededRandom(SEED), api.key);
    const rowsBefore = await allRowCounts();
    const tally: Tally = { byStatus: new Map(), byCategory: new Map(), problems: [] };

    for (const [index, request] of requests.entries()) {
      const response = await api.app.inject({
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

    const rowsAfter = await allRowCounts();
    const filesLeft = await readdir(api.uploadDir);
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
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/${endpoint}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: encryptPayload(validPayloads[endpoint], api.key) }),
      });
      expect(response.json(), endpoint).toMatchObject({ flag: 1 });
    }
    const form = await multipart('valid', [
      ['data', encryptPayload(validPayloads[apiPaths.franchiseEnquiry], api.key)],
      ['professionalCertificate', validCertificate(seededRandom(SEED))],
    ]);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.franchiseEnquiry}`,
      headers: { 'content-type': form.contentType ?? '' },
      body: form.body,
    });
    expect(response.json()).toMatchObject({ flag: 1 });
    expect(await readdir(api.uploadDir)).toHaveLength(1);
  });
});
