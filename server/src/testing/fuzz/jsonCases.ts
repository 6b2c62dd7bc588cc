// Requests to the encrypted JSON endpoints: valid payloads, payloads with one thing wrong, broken
// envelopes, and bodies refused before anything is decrypted.
import { apiPaths } from '@gold/contracts';
import * as fc from 'fast-check';
import { JSON_BODY_LIMIT } from '../../api/apiDeps';
import { encryptText } from '@gold/cipher/node';
import { cipherTexts, isJson } from './cipherTexts';
import { fuzzCase, jsonPost, type Expected, type FuzzCase } from './fuzzCase';
import { invalidPayload, payloadFields, validPayload, type Payload } from './payloads';

export type JsonEndpoint = Exclude<keyof typeof payloadFields, typeof apiPaths.franchiseEnquiry>;

/** What a valid payload must leave: the row it is stored as, or nothing (a read). */
const expectedOf: Record<JsonEndpoint, (payload: Payload) => Expected> = {
  [apiPaths.goldRateView]: () => ({ outcome: 'read' }),
  [apiPaths.branchList]: () => ({ outcome: 'read' }),
  [apiPaths.calculate]: (lead) => ({
    outcome: 'stored',
    table: 'calculations',
    row: {
      name: lead.name as string,
      mobile_number: lead.mobileNumber as string,
      email_id: lead.emailId as string,
      city: lead.city as string,
      gold_grams: Number(lead.goldGrams),
      gold_carat: Number(lead.goldCarat),
    },
  }),
  [apiPaths.generalEnquiry]: (enquiry) => ({
    outcome: 'stored',
    table: 'general_enquiries',
    row: {
      name: enquiry.name as string,
      mobile_number: enquiry.mobileNumber as string,
      preferred_time: enquiry.preferredTime as string,
      // A callback request without a message is stored with the empty one.
      message: (enquiry.message as string | undefined) ?? '',
    },
  }),
};

/** Bodies the endpoint must refuse before it decrypts anything; `data` is valid cipher text. */
function malformedBody(path: string, data: string): fc.Arbitrary<FuzzCase> {
  const body = (text: string) => jsonPost('malformed body', path, text);
  return fc.oneof(
    fc.constantFrom('', 'null', '[]', '{}', '{"data": ', '"data"').map(body),
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((value) => typeof value !== 'string')
      .map((value) => body(JSON.stringify({ data: value }))),
    fc
      .constantFrom([{ data }], { Data: data }, { data, flag: 1 }, { data: '' })
      .map((value) => body(JSON.stringify(value))),
    fc
      .string({ maxLength: 500 })
      .filter((text) => !isJson(text))
      .map(body),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'multipart/form-data; boundary=x',
      )
      .map((type) =>
        jsonPost(
          'wrong content type',
          path,
          JSON.stringify({ data }),
          { outcome: 'refused' },
          type,
        ),
      ),
    fc.constantFrom('GET', 'PUT').map((method) =>
      fuzzCase({
        category: 'wrong method',
        method: method as 'GET' | 'PUT',
        path,
        expected: { outcome: 'refused' },
      }),
    ),
    fc
      .constantFrom('/x', 'x', '/../../ops/leads', '%00', '/')
      .map((suffix) => jsonPost('wrong path', `${path}${suffix}`, JSON.stringify({ data }))),
    fc
      .integer({ min: JSON_BODY_LIMIT + 1, max: JSON_BODY_LIMIT * 4 })
      .map((size) => jsonPost('oversized body', path, JSON.stringify({ data: 'A'.repeat(size) }))),
  );
}

/** Requests to a JSON endpoint: about a quarter valid, the rest each wrong in one way. */
export function jsonCases(path: JsonEndpoint, key: string): fc.Arbitrary<FuzzCase> {
  const fields = payloadFields[path];
  const valid = validPayload(fields);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: valid.chain((payload) =>
        fc
          .tuple(
            cipherTexts(JSON.stringify(payload), key),
            fc.constantFrom('application/json', 'application/json; charset=utf-8'),
          )
          .map(([{ category, data }, type]) =>
            category === 'encrypted'
              ? jsonPost('valid', path, JSON.stringify({ data }), expectedOf[path](payload), type)
              : jsonPost(category, path, JSON.stringify({ data }), { outcome: 'refused' }, type),
          ),
      ),
    },
    {
      weight: 4,
      arbitrary: invalidPayload(fields).map(({ category, json }) =>
        jsonPost(category, path, JSON.stringify({ data: encryptText(json, key) })),
      ),
    },
    {
      weight: 2,
      arbitrary: valid.chain((payload) =>
        malformedBody(path, encryptText(JSON.stringify(payload), key)),
      ),
    },
  );
}
