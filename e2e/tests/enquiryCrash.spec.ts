import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createHash, randomBytes } from 'node:crypto';
import { apiPaths } from '@gold/contracts';
import { expect, test } from '../support/test';
import { enquiryUpload, type EnquiryUpload } from '../support/enquiryUpload';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { uniqueName, xsrfHeaders } from '../support/siteForms';

// The crash test: franchise enquiries with certificates are sent without pause, the server is
// killed with SIGKILL in the middle of that load and started again on the same data folder. Every
// acknowledged enquiry must be there with its certificate intact (its bytes are in the database,
// downloaded through ops), and nothing half-written may be left, in the database or on disk.

/** The first test's server; the second's is on the port after (they may run side by side). */
const PORT = Number(process.env.CRASH_TEST_PORT ?? 8197);
/** Enquiries in flight at all times until the kill. */
const SENDERS = 12;
const KILL_AFTER_ACKS = Number(process.env.CRASH_TEST_KILL_AFTER ?? 60);
/** The ops endpoint lists at most this many records; the test stays under it to see them all. */
const OPS_LIST_LIMIT = 100;

// A key and an ops token of this run only: the test needs no secret of the site.
const aesKey = randomBytes(12).toString('base64');
const opsToken = randomBytes(24).toString('hex');
const serverEnv = { AES_KEY: aesKey, OPS_TOKEN: opsToken, DATABASE_URL: '' };

interface Sent extends EnquiryUpload {
  acknowledged: boolean;
  message?: string;
}

interface StoredEnquiry {
  name: string;
  id: number;
  certificate?: { sha256: string; storedFileIntact: boolean };
}

async function send(server: OwnServer, name: string): Promise<Sent> {
  const upload = await enquiryUpload(name, {
    extraBytes: Math.floor(Math.random() * 30_000),
    aesKey,
  });
  try {
    const response = await fetch(`${server.url}/api/${apiPaths.franchiseEnquiry}`, {
      method: 'POST',
      headers: { ...xsrfHeaders, 'content-type': upload.contentType },
      body: upload.body,
    });
    const envelope = (await response.json()) as { flag: number; message: string };
    return { ...upload, acknowledged: envelope.flag === 1, message: envelope.message };
  } catch (error) {
    return { ...upload, acknowledged: false, message: String(error) };
  }
}

/** A stored certificate's bytes, downloaded as an operator does. */
async function storedCertificate(server: OwnServer, id: number): Promise<Buffer> {
  const response = await fetch(`${server.opsUrl}/ops/enquiries/${id}/certificate`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  expect(response.status, `GET /ops/enquiries/${id}/certificate`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function storedEnquiries(server: OwnServer): Promise<StoredEnquiry[]> {
  const response = await fetch(`${server.opsUrl}/ops/enquiries?limit=${OPS_LIST_LIMIT}`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  expect(response.status, 'GET /ops/enquiries').toBe(200);
  return ((await response.json()) as { items: StoredEnquiry[] }).items;
}

test('a server killed during uploads loses no acknowledged enquiry and leaves nothing half-written', async () => {
  test.setTimeout(300_000);
  let server = await startOwnServer(PORT, serverEnv);
  const uploads = join(server.dataDir, 'uploads');
  const sent: Sent[] = [];
  try {
    const load = { stopped: false };
    const senders = Array.from({ length: SENDERS }, async () => {
      while (!load.stopped) sent.push(await send(server, uniqueName('Crash')));
    });
    // Checked every 5 ms, so that the kill comes while uploads are in flight and the rows stay
    // under what the ops list shows.
    const killBy = Date.now() + 60_000;
    while (sent.filter((s) => s.acknowledged).length < KILL_AFTER_ACKS) {
      expect(Date.now(), 'the load reached the kill within 60 s').toBeLessThan(killBy);
      await sleep(5);
    }
    server.signal('SIGKILL');
    load.stopped = true;
    await server.exited;
    await Promise.all(senders);

    const restartedAt = Date.now();
    server = await startOwnServer(PORT, { ...serverEnv, DATA_DIR: server.dataDir });
    const restartSeconds = (Date.now() - restartedAt) / 1000;

    const rows = await storedEnquiries(server);
    expect(rows.length, 'fewer rows than the ops list shows, so all are checked').toBeLessThan(
      OPS_LIST_LIMIT,
    );
    const stored = (name: string) => rows.filter((row) => row.name === name);
    const intact = async (row: StoredEnquiry, upload: EnquiryUpload) => {
      if (!row.certificate?.storedFileIntact) return false;
      const bytes = await storedCertificate(server, row.id);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return bytes.length === upload.size && sha256 === upload.sha256;
    };
    const acknowledged = sent.filter((s) => s.acknowledged);
    const problems: string[] = [];
    for (const ack of acknowledged) {
      const found = stored(ack.name);
      if (found.length !== 1)
        problems.push(`acknowledged ${ack.name} is stored ${found.length} times`);
      else if (!(await intact(found[0]!, ack)))
        problems.push(`acknowledged ${ack.name}: its file differs`);
    }
    // Committed just before the kill, its answer lost with the process: complete, or a problem.
    const sentByName = new Map(sent.map((s) => [s.name, s]));
    const storedUnanswered = rows.filter((row) => !sentByName.get(row.name)?.acknowledged);
    for (const row of storedUnanswered) {
      const upload = sentByName.get(row.name);
      if (!upload || !(await intact(row, upload)))
        problems.push(`unacknowledged ${row.name} is half-written`);
    }
    // Certificates are held in memory until they are in the database: nothing is on the disk.
    const leftOnDisk = existsSync(uploads) ? readdirSync(uploads) : [];
    if (leftOnDisk.length)
      problems.push(`files left in the uploads folder: ${leftOnDisk.join(', ')}`);

    const after = await send(server, uniqueName('After'));
    if (!after.acknowledged) problems.push(`the restarted server refused: ${after.message}`);

    console.info(
      `[crash] sent ${sent.length}, acknowledged before the kill ${acknowledged.length}, ` +
        `restart ${restartSeconds.toFixed(1)} s, ` +
        `rows after ${rows.length}, stored though the answer was cut ${storedUnanswered.length}`,
    );
    expect(problems).toEqual([]);
  } finally {
    await server.stop();
  }
});

// The same at each named step of storing one enquiry (GOLD_FAULT_KILL_AT, see
// server/src/platform/faults/faultPoints.ts): before the commit nothing of it stays, after it all.
const enquiryPoints = ['enquiry:certificate-written', 'enquiry:row-written', 'enquiry:committed'];

test('a kill at each step of storing an enquiry leaves no row and no certificate, or both whole', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'gold-enquiry-crash-'));
  const base = { ...serverEnv, DATA_DIR: dataDir };
  for (const point of enquiryPoints) {
    const armed = await startOwnServer(PORT + 1, { ...base, GOLD_FAULT_KILL_AT: point });
    const name = uniqueName('Fault');
    let sent: Sent;
    try {
      sent = await send(armed, name);
      expect(sent.acknowledged, point).toBe(false);
      expect(await armed.exited, point).toBeNull();
    } finally {
      await armed.stop();
    }

    const restarted = await startOwnServer(PORT + 1, base);
    try {
      const found = (await storedEnquiries(restarted)).filter((row) => row.name === name);
      if (point === 'enquiry:committed') {
        expect(found, point).toHaveLength(1);
        expect(found[0]?.certificate, point).toMatchObject({
          sha256: sent.sha256,
          storedFileIntact: true,
        });
        const bytes = await storedCertificate(restarted, found[0]!.id);
        expect(createHash('sha256').update(bytes).digest('hex'), point).toBe(sent.sha256);
      } else {
        expect(found, point).toEqual([]);
      }
      const uploads = join(dataDir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : [], point).toEqual([]);
      const after = await send(restarted, uniqueName('After'));
      expect(after.acknowledged, `${point}: ${after.message}`).toBe(true);
    } finally {
      await restarted.stop();
    }
  }
});
