#!/usr/bin/env node
// The crash test (`npm run test:crash`, also the last step of `npm test`): starts the built server
// on a fresh data folder, sends franchise enquiries with certificates without pause, kills the
// server with SIGKILL in the middle of that load, starts it again on the same folder, and checks
// that every acknowledged enquiry is there with its file intact and that no half-written file or
// row is left. Needs the build (`npm run build`).
import { spawn } from 'node:child_process';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const XSRF_TOKEN = 'c'.repeat(32);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = join(root, 'packages/server/dist/server.mjs');
const port = Number(process.env.CRASH_TEST_PORT ?? 8197);
const origin = `http://127.0.0.1:${port}`;
/** Concurrent senders, and how many acknowledgements to wait for before the kill. */
const SENDERS = 12;
const KILL_AFTER_ACKS = Number(process.env.CRASH_TEST_KILL_AFTER ?? 60);
/** The ops endpoint lists at most this many records; the test stays under it to see them all. */
const OPS_LIST_LIMIT = 100;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MIN_CERTIFICATE_BYTES = 30720;

// A key and a token of this run only: the test needs no secret of the site.
const aesKey = randomBytes(12).toString('base64');
const opsToken = randomBytes(24).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'gold-crash-'));
const uploadDir = join(dataDir, 'uploads');
const opsHeaders = { authorization: `Bearer ${opsToken}` };
/** The server process running now, stopped whatever happens. */
let current = null;

function startServer() {
  const child = spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AES_KEY: aesKey,
      OPS_TOKEN: opsToken,
      AUTO_PUBLISH: '0',
      LOG_LEVEL: 'error',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  current = child;
  return { child, exited };
}

async function waitUntilUp(server) {
  const deadline = Date.now() + 90_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited while starting (exit ${await server.exited})`);
    const up = await fetch(`${origin}/ops/enquiries?limit=1`, { headers: opsHeaders }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(200);
  }
  throw new Error('the server did not answer within 90 s');
}

/** The API's envelope cipher (AES-ECB, PKCS7) with this run's key. */
function encrypt(payload) {
  const key = Buffer.from(aesKey, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, key, null);
  return Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** `n` in letters: the enquiry form takes letters, spaces and dots only in a name. */
function letters(n) {
  let tag = '';
  do {
    tag = String.fromCharCode(97 + (n % 26)) + tag;
    n = Math.floor(n / 26);
  } while (n > 0);
  return tag;
}

/** Sends one enquiry with a 30-60 KB certificate; resolves with what was sent and whether it was acknowledged. */
async function sendEnquiry(index) {
  const name = `Crash Test ${letters(index)}`;
  const bytes = randomBytes(MIN_CERTIFICATE_BYTES + Math.floor(Math.random() * 30_000));
  bytes.set(PNG_SIGNATURE);
  const form = new FormData();
  form.append(
    'data',
    encrypt({
      name,
      mobileNumber: '9000012345',
      mailId: 'crash.test@example.com',
      previousExperiences: '3',
      totalFundAvailableForInvest: '900000',
      totalFundAvailableNow: '500000',
    }),
  );
  form.append(
    'professionalCertificate',
    new Blob([bytes], { type: 'image/png' }),
    'certificate.png',
  );
  const sent = { name, size: bytes.length, sha256: sha256(bytes), acknowledged: false };
  try {
    const response = await fetch(`${origin}/api/franchise/enquiry/add`, {
      method: 'POST',
      // As our pages send it: the server refuses a state-changing request without the XSRF pair.
      headers: { cookie: `XSRF-TOKEN=${XSRF_TOKEN}`, 'x-xsrf-token': XSRF_TOKEN },
      body: form,
    });
    const envelope = await response.json();
    return { ...sent, acknowledged: envelope.flag === 1, message: envelope.message };
  } catch (error) {
    return { ...sent, message: String(error.cause ?? error) };
  }
}

async function storedEnquiries() {
  const response = await fetch(`${origin}/ops/enquiries?limit=${OPS_LIST_LIMIT}`, {
    headers: opsHeaders,
  });
  if (!response.ok) throw new Error(`GET /ops/enquiries answered ${response.status}`);
  return (await response.json()).items;
}

async function run() {
  if (!existsSync(serverBundle))
    throw new Error(`${serverBundle} is missing: run \`npm run build\` first`);
  const problems = [];
  const started = Date.now();

  console.log(`[crash] starting the server on ${origin} with a fresh data folder ${dataDir}`);
  let server = startServer();
  await waitUntilUp(server);

  // Load: SENDERS enquiries in flight at all times until the kill.
  const sent = [];
  let next = 0;
  const load = { stopped: false };
  const senders = Array.from({ length: SENDERS }, async () => {
    while (!load.stopped) sent.push(await sendEnquiry((next += 1)));
  });
  while (sent.filter((s) => s.acknowledged).length < KILL_AFTER_ACKS) {
    if (Date.now() - started > 60_000)
      throw new Error('the load made too little progress to reach the kill');
    await sleep(5);
  }
  server.child.kill('SIGKILL');
  load.stopped = true;
  console.log(`[crash] SIGKILL: ${await server.exited} with ${SENDERS} uploads in flight`);
  await Promise.all(senders);

  const acknowledged = sent.filter((s) => s.acknowledged);
  const unanswered = sent.filter((s) => !s.acknowledged);
  const partialsAtKill = existsSync(uploadDir)
    ? readdirSync(uploadDir).filter((f) => f.endsWith('.partial')).length
    : 0;

  console.log('[crash] restarting the server on the same data folder');
  const restartedAt = Date.now();
  server = startServer();
  await waitUntilUp(server);
  const restartSeconds = (Date.now() - restartedAt) / 1000;

  const rows = await storedEnquiries();
  if (rows.length >= OPS_LIST_LIMIT)
    problems.push(`${rows.length} rows: more than the ops list shows, so not all could be checked`);
  const rowsByName = new Map();
  for (const row of rows) rowsByName.set(row.name, [...(rowsByName.get(row.name) ?? []), row]);

  const fileMatches = (row, expected) => {
    if (!row.certificate?.storedFileIntact) return false;
    const bytes = readFileSync(join(uploadDir, row.certificate.storedName));
    return (
      bytes.length === expected.size &&
      sha256(bytes) === expected.sha256 &&
      row.certificate.sha256 === expected.sha256
    );
  };
  let lost = 0;
  for (const ack of acknowledged) {
    const found = rowsByName.get(ack.name) ?? [];
    if (found.length !== 1) {
      lost += found.length === 0 ? 1 : 0;
      problems.push(`acknowledged ${ack.name} is stored ${found.length} times`);
    } else if (!fileMatches(found[0], ack))
      problems.push(`acknowledged ${ack.name}: its file is missing or different`);
  }
  const sentByName = new Map(sent.map((s) => [s.name, s]));
  const storedUnanswered = rows.filter((row) => !sentByName.get(row.name)?.acknowledged);
  for (const row of storedUnanswered) {
    const expected = sentByName.get(row.name);
    // Committed just before the kill, answer lost with the process: complete, or it is a problem.
    if (!expected || !fileMatches(row, expected))
      problems.push(`unacknowledged ${row.name} is stored half-written`);
  }
  const recorded = new Set(rows.map((row) => row.certificate?.storedName).filter(Boolean));
  const files = readdirSync(uploadDir);
  const orphans = files.filter((file) => !recorded.has(file));
  if (orphans.length)
    problems.push(
      `files in uploads without a row (temporary ones included): ${orphans.join(', ')}`,
    );

  const after = await sendEnquiry((next += 1));
  if (!after.acknowledged)
    problems.push(`the restarted server refused a new enquiry: ${after.message}`);

  server.child.kill('SIGTERM');
  await server.exited;

  console.log(
    [
      `[crash] sent ${sent.length} enquiries with 30-60 KB certificates; acknowledged before the kill: ${acknowledged.length}; unanswered (in flight or refused at the kill): ${unanswered.length}`,
      `[crash] temporary upload files on disk right after the kill: ${partialsAtKill}; restart took ${restartSeconds.toFixed(1)} s`,
      `[crash] after the restart: rows ${rows.length}; acknowledged rows lost: ${lost}; stored though the kill cut the answer: ${storedUnanswered.length}; files without a row or temporary: ${orphans.length}; problems: ${problems.length}`,
    ].join('\n'),
  );
  if (problems.length) {
    console.error(`[crash] FAILED (data kept in ${dataDir}):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`[crash] ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

run()
  .catch((error) => {
    console.error(`[crash] FAILED (data kept in ${dataDir}):`, error);
    process.exitCode = 1;
  })
  .finally(() => {
    if (current && current.exitCode === null && current.signalCode === null)
      current.kill('SIGKILL');
  });
