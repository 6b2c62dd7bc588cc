// Requests to the franchise form (multipart): valid forms, and forms with one thing wrong in the
// enquiry, its encryption, the certificate, the parts, their headers or the body as a whole.
import { apiPaths } from '@gold/contracts';
import * as fc from 'fast-check';
import { JSON_BODY_LIMIT } from '../../api/apiDeps';
import { encryptText } from '@gold/cipher/node';
import { RAW_BOUNDARY, fieldHead, headerLines, rawMultipart, type RawPart } from '../rawMultipart';
import {
  certificateHead,
  refusedCertificate,
  validCertificate,
  type CertificateFile,
  type StoredCertificate,
} from './certificates';
import { cipherTexts } from './cipherTexts';
import { fuzzCase, type Expected, type FuzzCase } from './fuzzCase';
import { invalidPayload, payloadFields, validPayload, type Payload } from './payloads';

const path = apiPaths.franchiseEnquiry;
const fields = payloadFields[path];
const refused: Expected = { outcome: 'refused' };

/** A form: its parts in order, the body's Content-Type, and what the API must do with it. */
interface Form {
  category: string;
  parts: RawPart[];
  contentType?: string;
  expected: Expected;
}

const dataPart = (data: string): RawPart => ({ head: fieldHead('data'), body: data });
const filePart = (file: CertificateFile, field?: string): RawPart => ({
  head: certificateHead(file, field),
  body: file.bytes,
});

function toCase({ category, parts, contentType, expected }: Form): FuzzCase {
  const encoded = rawMultipart(parts, RAW_BOUNDARY);
  return fuzzCase({
    category,
    method: 'POST',
    path,
    contentType: contentType ?? encoded.contentType,
    body: encoded.body,
    expected,
  });
}

/** The row a valid enquiry is stored as. */
const rowOf = (enquiry: Payload, certificate: StoredCertificate | null) => ({
  name: enquiry.name as string,
  mobile_number: enquiry.mobileNumber as string,
  mail_id: enquiry.mailId as string,
  previous_experiences: Number(enquiry.previousExperiences),
  total_fund_available_for_invest: Number(enquiry.totalFundAvailableForInvest),
  total_fund_available_now: Number(enquiry.totalFundAvailableNow),
  certificate_file_name: null,
  certificate_mime_type: null,
  certificate_size: null,
  certificate_sha256: null,
  ...certificate,
});

/** A form the API must store: the enquiry, with a certificate, none, or a file input left empty. */
function validForm(key: string): fc.Arbitrary<Form & { data: RawPart }> {
  const noFile = { file: [] as RawPart[], stored: null };
  const emptyInput = fc.constantFrom(
    { file: [{ head: fieldHead('professionalCertificate'), body: '' }], stored: null },
    {
      file: [
        filePart({
          name: Buffer.alloc(0),
          type: 'application/octet-stream',
          bytes: Buffer.alloc(0),
        }),
      ],
      stored: null,
    },
  );
  return fc
    .record({
      enquiry: validPayload(fields),
      certificate: fc.oneof(fc.constant(noFile), emptyInput, {
        weight: 3,
        arbitrary: validCertificate.map(({ file, stored }) => ({ file: [filePart(file)], stored })),
      }),
      fileFirst: fc.boolean(),
    })
    .map(({ enquiry, certificate, fileFirst }) => {
      const data = dataPart(encryptText(JSON.stringify(enquiry), key));
      return {
        category: 'valid',
        data,
        parts: fileFirst ? [...certificate.file, data] : [data, ...certificate.file],
        expected: {
          outcome: 'stored',
          table: 'franchise_enquiries',
          row: rowOf(enquiry, certificate.stored),
        },
      };
    });
}

/** Header blocks the multipart parser cannot read (it would drop the part). */
const unreadableHeads = fc.constantFrom(
  headerLines(
    'Content-Disposition: form-data; name="professional\nCertificate"; filename="a.png"',
    'Content-Type: image/png',
  ),
  headerLines('Content-Disposition: form-data; name="data\r"'),
  headerLines('Content-Type: image/png'),
  headerLines('Content-Disposition: attachment; name="professionalCertificate"; filename="a.png"'),
  `  ${headerLines('Content-Disposition: form-data; name="data"')}`,
  headerLines(
    `Content-Disposition: form-data; name="professionalCertificate"; filename*=utf-8''a%0A.png`,
  ),
  headerLines('Content-Disposition: form-data; name="data"', 'no colon'),
  headerLines(
    'Content-Disposition: form-data; name="data"',
    ...Array.from({ length: 20 }, (_, i) => `X-${i}: 1`),
  ),
  '',
);

/** A valid form changed in one way the API must refuse. */
function refusedForm(key: string): fc.Arbitrary<Form> {
  const base = validForm(key);
  const withParts = (
    category: string,
    parts: (form: Form & { data: RawPart }) => fc.Arbitrary<RawPart[]>,
  ) =>
    base.chain((form) =>
      parts(form).map((changed) => ({ category, parts: changed, expected: refused })),
    );
  const certificateBeside = (data: RawPart) =>
    refusedCertificate.map(({ category, file }) => ({
      category,
      parts: [data, filePart(file)],
      expected: refused,
    }));
  return fc.oneof(
    invalidPayload(fields).map(({ category, json }) => ({
      category,
      parts: [dataPart(encryptText(json, key))],
      expected: refused,
    })),
    validPayload(fields)
      .chain((enquiry) => cipherTexts(JSON.stringify(enquiry), key))
      .filter(({ category }) => category !== 'encrypted')
      .map(({ category, data }) => ({ category, parts: [dataPart(data)], expected: refused })),
    { weight: 3, arbitrary: base.chain(({ data }) => certificateBeside(data)) },
    withParts('multipart structure', ({ parts, data }) =>
      fc.oneof<fc.Arbitrary<RawPart[]>[]>(
        fc.constant(parts.filter((part) => part !== data)),
        fc.constant([data, data]),
        validCertificate.map(({ file }) => [data, filePart(file), filePart(file)]),
        fc
          .tuple(
            fc.constantFrom('file', 'certificate', 'x', '__proto__', 'constructor', 'Data'),
            fc.boolean(),
          )
          .chain(([name, asFile]) =>
            asFile
              ? validCertificate.map(({ file }) => [data, filePart(file, name)])
              : fc.constant<RawPart[]>([data, { head: fieldHead(name), body: 'x' }]),
          ),
        fc.constant([
          filePart(
            { name: Buffer.from('data.txt'), type: 'text/plain', bytes: Buffer.from(data.body) },
            'data',
          ),
        ]),
        fc.constant([{ ...data, body: '' }]),
        fc.constant([data, { head: fieldHead('professionalCertificate'), body: 'not a file' }]),
        fc
          .integer({ min: JSON_BODY_LIMIT + 1, max: JSON_BODY_LIMIT * 2 })
          .map((size) => [{ ...data, body: 'A'.repeat(size) }]),
      ),
    ),
    withParts('unreadable part headers', ({ parts }) =>
      fc
        .tuple(unreadableHeads, fc.nat())
        .map(([head, at]) =>
          parts.map((part, i) => (i === at % parts.length ? { ...part, head } : part)),
        ),
    ),
  );
}

/** Bodies cut short, or declared with a Content-Type that is not that of the form. */
function brokenBody(key: string): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    fc
      .tuple(validForm(key), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }))
      .map(([form, where]) => {
        const { body, contentType } = rawMultipart(form.parts, RAW_BOUNDARY);
        // Anywhere before the closing delimiter's line break and dashes.
        const cut = Math.floor(where * (body.length - `\r\n--${RAW_BOUNDARY}--\r\n`.length));
        return fuzzCase({
          category: 'truncated upload',
          method: 'POST',
          path,
          contentType,
          body: body.subarray(0, cut),
          expected: refused,
        });
      }),
    fc
      .tuple(
        validForm(key),
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=wrong',
          'multipart/mixed; boundary=' + RAW_BOUNDARY,
          'application/json',
          'text/plain',
        ),
      )
      .map(([form, contentType]) =>
        toCase({ ...form, category: 'wrong content type', contentType, expected: refused }),
      ),
  );
}

/** Requests to the franchise form: about a quarter valid, the rest each wrong in one way. */
export function formCases(key: string): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    { weight: 3, arbitrary: validForm(key).map(toCase) },
    { weight: 8, arbitrary: refusedForm(key).map(toCase) },
    { weight: 1, arbitrary: brokenBody(key) },
  );
}
