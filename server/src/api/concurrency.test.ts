import { certificateBytes } from '@gold/contracts/testing';
import { encryptPayload } from '@gold/cipher/node';
import { apiPaths, certificateRules, type Envelope } from '@gold/contracts';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedCertificateBytes } from '../testing/storedCertificates';
import { testApiForFile } from '../testing/testApi';
import {
  encodeForm,
  franchiseForm,
  letterTag,
  seededRandom,
  validEnquiry,
  validLead,
} from '../testing/requestFixtures';

// 500 valid requests at once over real HTTP on loopback (half franchise enquiries with a 30 KB
// certificate, half calculations), plus uploads whose clients hang up half way. Every answer of
// flag 1 must be stored exactly once, with its file intact; nothing else may be stored.

const REQUESTS = 500;
const CUT_OFF_UPLOADS = 50;

const api = testApiForFile();
let origin: string;
beforeAll(async () => {
  await api().app.listen({ port: 0, host: '127.0.0.1' });
  const address = api().app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('the API is not listening on a port');
  origin = `http://127.0.0.1:${address.port}`;
});

interface Sent {
  kind: 'enquiry' | 'calculation';
  name: string;
  certificate?: { size: number; sha256: string };
  acknowledged: boolean;
  failure?: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function sendEnquiry(index: number, random: () => number): Promise<Sent> {
  const enquiry = validEnquiry(`enq ${letterTag(index)}`);
  const bytes = certificateBytes(
    'png',
    certificateRules.minBytes + Math.floor(random() * 2_000),
    random,
  );
  const form = franchiseForm(enquiry, api().key, {
    bytes,
    name: 'certificate.png',
    type: 'image/png',
  });
  const sent: Sent = {
    kind: 'enquiry',
    name: enquiry.name,
    certificate: { size: bytes.length, sha256: sha256(bytes) },
    acknowledged: false,
  };
  return post(apiPaths.franchiseEnquiry, { body: form }, sent);
}

function sendCalculation(index: number): Promise<Sent> {
  const lead = validLead(`calc ${letterTag(index)}`);
  const body = JSON.stringify({ data: encryptPayload(lead, api().key) });
  return post(
    apiPaths.calculate,
    { body, headers: { 'content-type': 'application/json' } },
    { kind: 'calculation', name: lead.name, acknowledged: false },
  );
}

async function post(path: string, init: RequestInit, sent: Sent): Promise<Sent> {
  try {
    const response = await fetch(`${origin}/api/${path}`, { method: 'POST', ...init });
    const envelope = (await response.json()) as Envelope;
    return envelope.flag === 1
      ? { ...sent, acknowledged: true }
      : { ...sent, failure: `${response.status} ${envelope.message}` };
  } catch (error) {
    return { ...sent, failure: String(error) };
  }
}

/** Sends the headers and half the body of a valid upload, then drops the connection. */
async function cutOffUpload(index: number, random: () => number): Promise<string> {
  const enquiry = validEnquiry(`cut ${letterTag(index)}`);
  const { body, contentType } = await encodeForm(
    franchiseForm(enquiry, api().key, {
      bytes: certificateBytes('png', certificateRules.minBytes + 4_000, random),
      name: 'certificate.png',
      type: 'image/png',
    }),
  );
  const { port } = new URL(origin);
  await new Promise<void>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST /api/${apiPaths.franchiseEnquiry} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, Math.floor(body.length * (0.2 + random() * 0.7))), () => {
        // Long enough for the server to start receiving the part.
        setTimeout(() => socket.destroy(), 50);
      });
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  return enquiry.name;
}

/** Files in the uploads folder: none should be, as certificates go from memory to the database. */
function uploadedFiles(): Promise<string[]> {
  return readdir(api().uploadDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

interface StoredEnquiry {
  name: string;
  stored_name: string | null;
  size: number | null;
  sha256: string | null;
}

describe('concurrency: 500 valid requests at once over HTTP', () => {
  it('stores every acknowledged request exactly once, with its file, and nothing unacknowledged', async () => {
    const random = seededRandom(500);
    const started = performance.now();
    const [results, cutNames] = await Promise.all([
      Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          i % 2 === 0 ? sendEnquiry(i, random) : sendCalculation(i),
        ),
      ),
      Promise.all(Array.from({ length: CUT_OFF_UPLOADS }, (_, i) => cutOffUpload(i, random))),
    ]);
    const seconds = (performance.now() - started) / 1000;

    const enquiries = await api().db.query<StoredEnquiry>(
      `SELECT name, certificate_stored_name AS stored_name, certificate_size AS size, certificate_sha256 AS sha256 FROM franchise_enquiries`,
    );
    const calculations = await api().db.query<{ name: string }>('SELECT name FROM calculations');
    const storedTimes = new Map<string, number>();
    for (const { name } of [...enquiries, ...calculations])
      storedTimes.set(name, (storedTimes.get(name) ?? 0) + 1);

    const acknowledged = results.filter((result) => result.acknowledged);
    const notStoredOnce = acknowledged
      .filter((result) => storedTimes.get(result.name) !== 1)
      .map((result) => `${result.name}: stored ${storedTimes.get(result.name) ?? 0} times`);
    const acknowledgedNames = new Set(acknowledged.map((result) => result.name));
    const storedWithoutAck = [...storedTimes.keys()].filter((name) => !acknowledgedNames.has(name));

    const files = await uploadedFiles();
    const sentByName = new Map(results.map((result) => [result.name, result]));
    const fileProblems: string[] = [];
    for (const row of enquiries) {
      const expected = sentByName.get(row.name)?.certificate;
      if (!row.stored_name || !expected) {
        fileProblems.push(`${row.name}: no certificate recorded`);
        continue;
      }
      const bytes = await storedCertificateBytes(api().db, row.stored_name);
      if (
        !bytes ||
        bytes.length !== expected.size ||
        sha256(bytes) !== expected.sha256 ||
        row.sha256 !== expected.sha256
      ) {
        fileProblems.push(`${row.name}: stored file missing or different`);
      }
    }
    const recordedFiles = new Set(enquiries.map((row) => row.stored_name));
    const orphans = files.filter((file) => !recordedFiles.has(file));

    console.info(
      [
        `[concurrency] ${REQUESTS} concurrent requests (${REQUESTS / 2} franchise enquiries with ~30 KB certificates, ${REQUESTS / 2} calculations) and ${CUT_OFF_UPLOADS} uploads cut off half way, in ${seconds.toFixed(1)} s`,
        `[concurrency] flag 1: ${acknowledged.length}; failed: ${results.length - acknowledged.length}; stored exactly once: ${acknowledged.length - notStoredOnce.length}; stored without acknowledgement: ${storedWithoutAck.length}`,
        `[concurrency] cut-off uploads stored: ${cutNames.filter((name) => storedTimes.has(name)).length}; files with a wrong size or hash: ${fileProblems.length}; files without a row (temporary included): ${orphans.length}`,
      ].join('\n'),
    );

    expect(
      results
        .filter((result) => !result.acknowledged)
        .map((result) => `${result.name}: ${result.failure}`),
    ).toEqual([]);
    expect(notStoredOnce).toEqual([]);
    expect(storedWithoutAck).toEqual([]);
    expect(cutNames.filter((name) => storedTimes.has(name))).toEqual([]);
    expect(fileProblems).toEqual([]);
    expect(orphans).toEqual([]);
  }, 120_000);
});
