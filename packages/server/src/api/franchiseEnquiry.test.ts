import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, certificateRules, messages, type FranchiseEnquiry } from '@gold/contracts';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import {
  DATABASE_HOOK_TIMEOUT_MS,
  countRows,
  postForm,
  postRaw,
  startTestApi,
  type Answer,
  type TestApi,
} from './testApi';

/** Which failure the wrapped database simulates in the next request. */
let fault: 'none' | 'insert' | 'commit' = 'none';

function faultyDatabase(db: Database): Database {
  return {
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        const result = await work({
          ...tx,
          query: (sql, params) => {
            if (fault === 'insert') throw new Error('simulated insert failure');
            return tx.query(sql, params);
          },
        });
        if (fault === 'commit') throw new Error('simulated commit failure');
        return result;
      }),
  };
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(faultyDatabase);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api.close(), DATABASE_HOOK_TIMEOUT_MS);
beforeEach(() => {
  fault = 'none';
});

const enquiry: FranchiseEnquiry = {
  name: 'Arun Prakash',
  mobileNumber: '9000012345',
  mailId: 'arun@example.com',
  previousExperiences: '4',
  totalFundAvailableForInvest: '2500000',
  totalFundAvailableNow: '1500000',
};

const signatures = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [...Buffer.from('%PDF-1.7\n')],
  exe: [...Buffer.from('MZ')],
};

/** `size` bytes that start with the magic number of `kind`. */
function fileBytes(kind: keyof typeof signatures, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(signatures[kind]);
  return bytes;
}

interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type?: string;
}

const encrypted = (payload: unknown = enquiry) => encryptPayload(payload, api.key);

/** The form the partner page sends; `dataFirst: false` puts the file before the fields. */
function form(data: string | null, upload?: Upload, dataFirst = true): FormData {
  const body = new FormData();
  const addData = () => data !== null && body.append('data', data);
  if (dataFirst) addData();
  if (upload) {
    const file = new Blob([upload.bytes], { type: upload.type ?? '' });
    body.append('professionalCertificate', file, upload.name);
  }
  if (!dataFirst) addData();
  return body;
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(api.uploadDir)).sort();
}

/** What a request did: its answer, and the rows and files it added. */
interface Outcome {
  status: number;
  envelope: unknown;
  rowsAdded: number;
  filesAdded: string[];
}

async function outcomeOf(send: () => Promise<Answer>): Promise<Outcome> {
  const rowsBefore = await countRows(api.db, 'franchise_enquiries');
  const filesBefore = await storedFiles();
  const answer = await send();
  return {
    status: answer.statusCode,
    envelope: answer.envelope,
    rowsAdded: (await countRows(api.db, 'franchise_enquiries')) - rowsBefore,
    filesAdded: (await storedFiles()).filter((name) => !filesBefore.includes(name)),
  };
}

const submit = (body: FormData) => outcomeOf(() => postForm(api, apiPaths.franchiseEnquiry, body));

/** A refusal: a {flag: 0} envelope with the status and message; no row, no file. */
function refusal(status: number, message: unknown): Outcome {
  return { status, envelope: { flag: 0, message, data: null }, rowsAdded: 0, filesAdded: [] };
}

const success = { flag: 1, message: messages.enquirySent, data: null };
const storedName = expect.stringMatching(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);

interface EnquiryRow {
  name: string;
  certificate_file_name: string | null;
  certificate_stored_name: string | null;
  certificate_mime_type: string | null;
  certificate_size: number | null;
  certificate_sha256: string | null;
}

async function lastEnquiry(): Promise<EnquiryRow | undefined> {
  const [row] = await api.db.query<EnquiryRow>(
    `SELECT name, certificate_file_name, certificate_stored_name, certificate_mime_type,
            certificate_size, certificate_sha256
     FROM franchise_enquiries ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/** The row a stored upload should have. */
function rowOf(upload: Upload, mimeType: string, stored: string | undefined): EnquiryRow {
  return {
    name: enquiry.name,
    certificate_file_name: upload.name,
    certificate_stored_name: stored ?? null,
    certificate_mime_type: mimeType,
    certificate_size: upload.bytes.length,
    certificate_sha256: createHash('sha256').update(upload.bytes).digest('hex'),
  };
}

/** Whether the stored file holds exactly the uploaded bytes. */
async function storedAsSent(name: string | undefined, upload: Upload): Promise<boolean> {
  return (await readFile(join(api.uploadDir, name ?? ''))).equals(upload.bytes);
}

const { minBytes, maxBytes } = certificateRules;

describe('franchise/enquiry/add: stored', () => {
  it('stores the enquiry alone when no certificate is sent', async () => {
    expect(await submit(form(encrypted()))).toEqual({
      status: 200,
      envelope: success,
      rowsAdded: 1,
      filesAdded: [],
    });
    const [numbers] = await api.db.query(
      `SELECT name, mobile_number, mail_id, previous_experiences::text,
              total_fund_available_for_invest::text, total_fund_available_now::text,
              certificate_stored_name
       FROM franchise_enquiries ORDER BY id DESC LIMIT 1`,
    );
    expect(numbers).toEqual({
      name: 'Arun Prakash',
      mobile_number: '9000012345',
      mail_id: 'arun@example.com',
      previous_experiences: '4',
      total_fund_available_for_invest: '2500000',
      total_fund_available_now: '1500000',
      certificate_stored_name: null,
    });
  });

  it('treats an empty file input as no certificate, however it is encoded', async () => {
    const rowOnly = { status: 200, envelope: success, rowsAdded: 1, filesAdded: [] };
    // undici sends an empty file input as a nameless part ...
    const empty = { bytes: new Uint8Array(0), name: '' };
    expect(await submit(form(encrypted(), empty))).toEqual(rowOnly);
    // ... browsers as a file part with an empty file name.
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="data"',
      '',
      encrypted(),
      `--${boundary}`,
      'Content-Disposition: form-data; name="professionalCertificate"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const asBrowser = () =>
      postRaw(api, apiPaths.franchiseEnquiry, body, `multipart/form-data; boundary=${boundary}`);
    expect(await outcomeOf(asBrowser)).toEqual(rowOnly);
  });

  const accepted: [string, Upload, string][] = [
    [
      'a PNG of exactly the minimum size',
      { bytes: fileBytes('png', minBytes), name: 'cert.png', type: 'image/png' },
      'image/png',
    ],
    [
      'a PDF of exactly the maximum size',
      { bytes: fileBytes('pdf', maxBytes), name: 'Certificate.PDF', type: 'application/pdf' },
      'application/pdf',
    ],
    [
      'a JPEG whose type the browser did not know',
      { bytes: fileBytes('jpeg', 40_000), name: 'scan.jpeg', type: 'application/octet-stream' },
      'image/jpeg',
    ],
  ];
  for (const [name, upload, mimeType] of accepted) {
    it(`stores ${name}, row and file`, async () => {
      const outcome = await submit(form(encrypted(), upload));
      expect(outcome).toEqual({
        status: 200,
        envelope: success,
        rowsAdded: 1,
        filesAdded: [storedName],
      });
      expect(await lastEnquiry()).toEqual(rowOf(upload, mimeType, outcome.filesAdded[0]));
      expect(await storedAsSent(outcome.filesAdded[0], upload)).toBe(true);
    });
  }

  it('accepts the data part after the file', async () => {
    const upload = { bytes: fileBytes('png', 50_000), name: 'late.png', type: 'image/png' };
    const outcome = await submit(form(encrypted(), upload, false));
    expect(outcome).toEqual({
      status: 200,
      envelope: success,
      rowsAdded: 1,
      filesAdded: [storedName],
    });
    expect(await lastEnquiry()).toEqual(rowOf(upload, 'image/png', outcome.filesAdded[0]));
  });
});

describe('franchise/enquiry/add: refused, storing nothing', () => {
  const png = { bytes: fileBytes('png', 50_000), name: 'cert.png', type: 'image/png' };
  const withExtraField = (name: string, value: string) => {
    const body = form(encrypted());
    body.append(name, value);
    return body;
  };
  const withExtraFile = (name: string, file: Blob, fileName: string) => {
    const body = form(encrypted());
    body.append(name, file, fileName);
    return body;
  };
  const cases: [string, () => FormData, Outcome][] = [
    [
      'a renamed executable',
      () => form(encrypted(), { ...png, bytes: fileBytes('exe', 50_000) }),
      refusal(415, messages.fileType),
    ],
    [
      'a PNG that calls itself a PDF',
      () => form(encrypted(), { ...png, name: 'cert.pdf', type: 'application/pdf' }),
      refusal(415, messages.fileType),
    ],
    [
      "a declared type that is not the extension's",
      () => form(encrypted(), { ...png, type: 'application/pdf' }),
      refusal(415, messages.fileType),
    ],
    [
      'an extension that is not accepted',
      () => form(encrypted(), { bytes: fileBytes('exe', 50_000), name: 'setup.exe' }),
      refusal(415, messages.fileType),
    ],
    [
      'a file without a name',
      () => withExtraFile('professionalCertificate', new Blob([png.bytes]), ''),
      refusal(415, messages.fileType),
    ],
    [
      'one byte under the minimum size',
      () => form(encrypted(), { ...png, bytes: fileBytes('png', minBytes - 1) }),
      refusal(400, messages.fileTooSmall),
    ],
    [
      'one byte over the maximum size',
      () => form(encrypted(), { ...png, bytes: fileBytes('png', maxBytes + 1) }),
      refusal(413, messages.fileTooLarge),
    ],
    [
      'a file far over the maximum size',
      () =>
        form(encrypted(), {
          ...png,
          bytes: fileBytes('pdf', 3 * maxBytes),
          name: 'big.pdf',
          type: '',
        }),
      refusal(413, messages.fileTooLarge),
    ],
    [
      'invalid enquiry fields sent after a valid file',
      () => form(encrypted({ ...enquiry, mobileNumber: '12345' }), png, false),
      refusal(400, 'mobileNumber: Invalid'),
    ],
    [
      'invalid enquiry fields sent before a file',
      () => form(encrypted({ ...enquiry, mailId: 'nobody' }), png),
      refusal(400, 'mailId: Invalid'),
    ],
    [
      'an extra enquiry field',
      () => form(encrypted({ ...enquiry, admin: true })),
      refusal(400, 'payload: Unrecognized key: "admin"'),
    ],
    ['no data part', () => form(null, png), refusal(400, 'data: required')],
    [
      'data that is not cipher text',
      () => form('plain text'),
      refusal(400, expect.stringMatching(/^data: cannot be decrypted/)),
    ],
    [
      'two files',
      () => {
        const body = form(encrypted(), png);
        body.append('professionalCertificate', new Blob([png.bytes]), 'b.png');
        return body;
      },
      refusal(413, expect.stringMatching(/^Too many /)),
    ],
    [
      'two data fields',
      () => withExtraField('data', encrypted()),
      refusal(400, 'data: sent more than once'),
    ],
    [
      'an unexpected part',
      () => withExtraField('note', 'hello'),
      refusal(400, expect.stringMatching(/^Unexpected form part "note"/)),
    ],
    [
      'an unexpected file part',
      () => withExtraFile('photo', new Blob([png.bytes]), 'me.png'),
      refusal(400, expect.stringMatching(/^Unexpected form part "photo"/)),
    ],
    [
      'more parts than the form has',
      () => {
        const body = withExtraField('professionalCertificate', '');
        body.append('note', 'x');
        return body;
      },
      refusal(413, expect.stringMatching(/^Too many form parts/)),
    ],
  ];
  for (const [name, body, expected] of cases) {
    it(`refuses ${name}`, async () => {
      expect(await submit(body())).toEqual(expected);
    });
  }

  it('a JSON body', async () => {
    const json = JSON.stringify({ data: encrypted() });
    expect(await outcomeOf(() => postRaw(api, apiPaths.franchiseEnquiry, json))).toEqual(
      refusal(415, 'Content-Type must be multipart/form-data'),
    );
  });

  it('an XML body', async () => {
    expect(
      await outcomeOf(() => postRaw(api, apiPaths.franchiseEnquiry, '<a/>', 'application/xml')),
    ).toEqual(refusal(415, expect.stringMatching(/^Unsupported Content-Type/)));
  });

  it('a multipart body cut off anywhere, in either order of parts', async () => {
    const outcomes = new Set<string>();
    for (const dataFirst of [true, false]) {
      const encoded = new Request('http://localhost/', {
        method: 'POST',
        body: form(encrypted(), png, dataFirst),
      });
      const whole = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type') ?? undefined;
      // From inside the first part's headers to just before the closing boundary.
      for (const cut of [40, 150, 300, 500, 1_000, 20_000, whole.length - 200, whole.length - 10]) {
        const body = whole.subarray(0, cut);
        const outcome = await outcomeOf(() => postRaw(api, apiPaths.franchiseEnquiry, body, type));
        outcomes.add(JSON.stringify(outcome));
      }
    }
    const expected = (detail: string) =>
      JSON.stringify(refusal(400, `Malformed multipart/form-data body: ${detail}`));
    expect([...outcomes].sort()).toEqual(
      [
        expected('Part terminated early due to unexpected end of multipart data'),
        expected('Unexpected end of multipart data'),
      ].sort(),
    );
  });

  it('a multipart body without a boundary', async () => {
    expect(
      await outcomeOf(() => postRaw(api, apiPaths.franchiseEnquiry, 'x', 'multipart/form-data')),
    ).toEqual(refusal(400, expect.stringMatching(/^Malformed multipart\/form-data body/)));
  });
});

describe('franchise/enquiry/add: storage failures leave neither row nor file', () => {
  const upload = { bytes: fileBytes('png', 50_000), name: 'cert.png', type: 'image/png' };
  const failed = refusal(500, 'Something went wrong, please try again later');

  it('when the row cannot be inserted', async () => {
    fault = 'insert';
    expect(await submit(form(encrypted(), upload))).toEqual(failed);
  });

  it('when the transaction fails after the file was moved into place', async () => {
    fault = 'commit';
    expect(await submit(form(encrypted(), upload))).toEqual(failed);
  });
});
