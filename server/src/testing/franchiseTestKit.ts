// The franchise endpoint's test kit: a test API, the forms the partner page sends and what a
// request left behind. Each franchise*.test.ts file that calls franchiseApiForFile() starts its own
// API with it; franchiseOverHttp.test.ts takes only the enquiry and the file bytes.
import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, certificateRules, messages, type FranchiseEnquiry } from '@gold/contracts';
import { certificateBytes, type CertificateKind } from '@gold/contracts/testing';
import { createHash } from 'node:crypto';
import { beforeEach, expect } from 'vitest';
import type { Database } from '../platform/database';
import { connectionRefused } from './databaseOutage';
import { storedCertificateBytes, storedCertificates } from './storedCertificates';
import { countRows, postForm, postRaw, type Answer, type TestApi, testApiForFile } from './testApi';

/** Which failure the wrapped database simulates in the next request. */
let fault: 'none' | 'insert' | 'commit' | 'down' = 'none';

/** Makes the next request fail as it inserts the row, or as it commits, or find the database down. */
export function simulateFault(kind: 'insert' | 'commit' | 'down'): void {
  fault = kind;
}

function faultyDatabase(db: Database): Database {
  return {
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        const result = await work({
          ...tx,
          query: (sql, params) => {
            if (fault === 'insert') throw new Error('simulated insert failure');
            if (fault === 'down') throw connectionRefused();
            return tx.query(sql, params);
          },
        });
        if (fault === 'commit') throw new Error('simulated commit failure');
        return result;
      }),
  };
}

let runningApi: () => TestApi;

/**
 * Starts the API on a fresh database for the calling test file, with a database that fails on
 * request (see {@link simulateFault}), and closes it after the file.
 */
export function franchiseApiForFile(): void {
  runningApi = testApiForFile(faultyDatabase);
  beforeEach(() => {
    fault = 'none';
  });
}

/** The running test API of the file. */
export const franchiseApi = (): TestApi => runningApi();

export const enquiry: FranchiseEnquiry = {
  name: 'Arun Prakash',
  mobileNumber: '9000012345',
  mailId: 'arun@example.com',
  previousExperiences: '4',
  totalFundAvailableForInvest: '2500000',
  totalFundAvailableNow: '1500000',
};

/** `size` bytes that start with the magic number of `kind` (an accepted kind, or a program's). */
export function fileBytes(kind: CertificateKind | 'exe', size: number): Uint8Array<ArrayBuffer> {
  if (kind !== 'exe') return certificateBytes(kind, size);
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('MZ'));
  return bytes;
}

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type?: string;
}

export const encrypted = (payload: unknown = enquiry) =>
  encryptPayload(payload, franchiseApi().key);

/** The form the partner page sends; `dataFirst: false` puts the file before the fields. */
export function form(data: string | null, upload?: Upload, dataFirst = true): FormData {
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

const storedFiles = () => storedCertificates(franchiseApi().db, franchiseApi().uploadDir);

/** What a request did: its answer, and the rows and files it added. */
export interface Outcome {
  status: number;
  envelope: unknown;
  rowsAdded: number;
  filesAdded: string[];
}

async function outcomeOf(send: () => Promise<Answer>): Promise<Outcome> {
  const rowsBefore = await countRows(franchiseApi().db, 'franchise_enquiries');
  const filesBefore = await storedFiles();
  const answer = await send();
  return {
    status: answer.statusCode,
    envelope: answer.envelope,
    rowsAdded: (await countRows(franchiseApi().db, 'franchise_enquiries')) - rowsBefore,
    filesAdded: (await storedFiles()).filter((name) => !filesBefore.includes(name)),
  };
}

export const submit = (body: FormData) =>
  outcomeOf(() => postForm(franchiseApi(), apiPaths.franchiseEnquiry, body));

/** Sends `body` as it is, with the content type given, to the franchise endpoint. */
export const submitRaw = (body: string | Buffer, contentType?: string) =>
  outcomeOf(() => postRaw(franchiseApi(), apiPaths.franchiseEnquiry, body, contentType));

/** A refusal: a {flag: 0} envelope with the status and message; no row, no file. */
export function refusal(status: number, message: unknown): Outcome {
  return { status, envelope: { flag: 0, message, data: null }, rowsAdded: 0, filesAdded: [] };
}

export const success = { flag: 1, message: messages.enquirySent, data: null };
export const storedName = expect.stringMatching(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);

interface EnquiryRow {
  name: string;
  certificate_file_name: string | null;
  certificate_stored_name: string | null;
  certificate_mime_type: string | null;
  certificate_size: number | null;
  certificate_sha256: string | null;
}

export async function lastEnquiry(): Promise<EnquiryRow | undefined> {
  const [row] = await franchiseApi().db.query<EnquiryRow>(
    `SELECT name, certificate_file_name, certificate_stored_name, certificate_mime_type,
            certificate_size, certificate_sha256
     FROM franchise_enquiries ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/** The row a stored upload should have. */
export function rowOf(upload: Upload, mimeType: string, stored: string | undefined): EnquiryRow {
  return {
    name: enquiry.name,
    certificate_file_name: upload.name,
    certificate_stored_name: stored ?? null,
    certificate_mime_type: mimeType,
    certificate_size: upload.bytes.length,
    certificate_sha256: createHash('sha256').update(upload.bytes).digest('hex'),
  };
}

/** Whether the stored certificate holds exactly the uploaded bytes. */
export async function storedAsSent(name: string | undefined, upload: Upload): Promise<boolean> {
  const bytes = await storedCertificateBytes(franchiseApi().db, name ?? '');
  return bytes?.equals(upload.bytes) ?? false;
}

export const { minBytes, maxBytes } = certificateRules;
