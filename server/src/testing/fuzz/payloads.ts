// The decrypted payload of each endpoint: valid ones, and ones with exactly one thing wrong, as
// JSON text (a payload with a "__proto__" key cannot be written as an object literal).
import { apiPaths } from '@gold/contracts';
import * as fc from 'fast-check';
import {
  fieldValues,
  fixedNumber,
  wholeNumber,
  withHostileCharacter,
  type FieldValues,
} from './fieldValues';

export type Payload = Record<string, string | number>;
type PayloadFields = Record<string, FieldValues>;

const {
  personName,
  city,
  enquiryName,
  mobileNumber,
  email,
  digits,
  grams,
  carat,
  callbackTime,
  optionalMessage,
  search,
  empty,
} = fieldValues;

/** The fields of each endpoint's payload (spec section 7). */
export const payloadFields = {
  [apiPaths.goldRateView]: {
    dataStatus: fixedNumber(2),
    content: empty,
    endDate: empty,
    startDate: empty,
    pageSize: wholeNumber(1, 100),
    page: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  },
  [apiPaths.calculate]: {
    name: personName,
    mobileNumber,
    emailId: email,
    city,
    goldGrams: grams,
    goldCarat: carat,
  },
  [apiPaths.generalEnquiry]: {
    name: personName,
    mobileNumber,
    preferredTime: callbackTime,
    message: optionalMessage,
  },
  [apiPaths.branchList]: {
    status: fixedNumber(1),
    searchContent: search,
    fromDate: empty,
    toDate: empty,
    pageSize: wholeNumber(1, 1000),
    pageNumber: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  },
  [apiPaths.franchiseEnquiry]: {
    name: enquiryName,
    mobileNumber,
    mailId: email,
    previousExperiences: digits,
    totalFundAvailableForInvest: digits,
    totalFundAvailableNow: digits,
  },
} satisfies Record<string, PayloadFields>;

export type PayloadEndpoint = keyof typeof payloadFields;

/** A payload as JSON text, with what is wrong with it. */
export interface PayloadText {
  category: string;
  json: string;
}

/** The fields a valid payload must hold. */
const requiredNames = (fields: PayloadFields) =>
  Object.keys(fields).filter((name) => fields[name]?.optional !== true);

/** Valid payloads: every required field, and each optional one or not (or each, when `complete`). */
export function validPayload(fields: PayloadFields, complete = false): fc.Arbitrary<Payload> {
  return fc.record(
    Object.fromEntries(Object.entries(fields).map(([name, values]) => [name, values.valid])),
    { requiredKeys: complete ? Object.keys(fields) : requiredNames(fields) },
  ) as fc.Arbitrary<Payload>;
}

/** Any JSON value of a type other than that of `value`. */
function otherType(value: string | number): fc.Arbitrary<unknown> {
  const others = [
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  ];
  return typeof value === 'string'
    ? fc.oneof(fc.integer(), fc.double({ noNaN: true }), ...others)
    : fc.oneof(fc.string({ maxLength: 20 }), ...others);
}

const withField = (payload: Payload, field: string, value: unknown) => ({
  ...payload,
  [field]: value,
});

/** Payloads with one thing wrong, each kind of wrong a category of its own. */
export function invalidPayload(fields: PayloadFields): fc.Arbitrary<PayloadText> {
  const names = Object.keys(fields);
  const textNames = names.filter((name) => fields[name]?.lines !== undefined);
  // Every field present, so that each may be the one made wrong.
  const valid = validPayload(fields, true);
  const json = (category: string) => (payload: unknown) => ({
    category,
    json: JSON.stringify(payload),
  });
  const fieldOf = (from: string[]) => fc.constantFrom(...from);
  return fc.oneof(
    fc
      .tuple(valid, fieldOf(names))
      .chain(([payload, field]) =>
        otherType(payload[field] as string | number).map((value) =>
          withField(payload, field, value),
        ),
      )
      .map(json('wrong types')),
    fc
      // At least one required field missing (an optional one may go too).
      .tuple(valid, fc.subarray(requiredNames(fields), { minLength: 1 }), fc.subarray(names))
      .map(([payload, missing, alsoMissing]) =>
        Object.fromEntries(
          Object.entries(payload).filter(
            ([name]) => !missing.includes(name) && !alsoMissing.includes(name),
          ),
        ),
      )
      .map(json('missing fields')),
    fc
      .tuple(
        valid,
        fc
          .oneof(
            fc.constantFrom(
              '__proto__',
              'constructor',
              'prototype',
              'isAdmin',
              'id',
              'flag',
              'data',
            ),
            fc.string({ minLength: 1, maxLength: 200 }),
          )
          .filter((name) => !names.includes(name)),
        fc.jsonValue({ maxDepth: 2 }),
      )
      // Written into the text: JSON.parse makes "__proto__" an own key, which an object cannot.
      .map(([payload, name, value]) => ({
        category: 'extra fields',
        json: `{${JSON.stringify(name)}:${JSON.stringify(value) ?? 'null'},${JSON.stringify(payload).slice(1)}`,
      })),
    fc
      .tuple(valid, fieldOf(names), fc.constantFrom('a', 'அ', '9', ' '), fc.nat())
      // Longer than any field may be (a message takes 2,000 characters), yet under the body limit
      // once encrypted, so the rules (not the limit) refuse it.
      .map(([payload, field, unit, n]) =>
        withField(
          payload,
          field,
          unit.repeat(2_001 + (n % Math.floor(42_000 / Buffer.byteLength(unit)))),
        ),
      )
      .map(json('huge strings')),
    fc
      .tuple(valid, fieldOf(names))
      .chain(([payload, field]) =>
        (fields[field] as FieldValues).refused.map((value) => withField(payload, field, value)),
      )
      .map(json('invalid values')),
    fc
      .tuple(valid, fieldOf(textNames))
      .chain(([payload, field]) =>
        withHostileCharacter(
          fc.constant(payload[field] as string),
          (fields[field] as FieldValues).lines ?? 'single',
        ).map((value) => withField(payload, field, value)),
      )
      .map(json('hostile characters')),
  );
}
