// The JSON half of the fuzz test's requests: payloads broken at every level, from the cipher
// text to the fields, and bodies the endpoints must refuse before decrypting anything.
import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, branchListRequest, goldRateViewRequest } from '@gold/contracts';
import { JSON_BODY_LIMIT } from '../apiDeps';
import { encryptText, validEnquiry, validLead } from '../../security/requestFixtures';

export type Random = () => number;
export type Payload = Record<string, unknown>;

/** One generated request. */
export interface FuzzRequest {
  category: string;
  endpoint: string;
  method: 'POST' | 'GET' | 'PUT';
  body?: Buffer | string;
  contentType?: string;
}

export const validPayloads: Record<string, Payload> = {
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
export const endpoints = Object.keys(validPayloads);
export const jsonEndpoints = endpoints.filter((endpoint) => endpoint !== apiPaths.franchiseEnquiry);

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, min: number, max: number) =>
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
export const cipherCategories: Record<
  string,
  (random: Random, payload: Payload, key: string) => string
> = {
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

export const json = (
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
export function malformedJsonBody(random: Random, endpoint: string, key: string): FuzzRequest {
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
export function oversizedJsonBody(random: Random, endpoint: string): FuzzRequest {
  const size = between(random, JSON_BODY_LIMIT + 1, JSON_BODY_LIMIT * 4);
  return json(endpoint, 'oversized body', JSON.stringify({ data: 'A'.repeat(size) }));
}
