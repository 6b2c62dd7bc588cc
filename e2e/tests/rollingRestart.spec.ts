import { Client } from 'pg';
import { apiPaths } from '@gold/contracts';
import { expect, test } from '../support/test';
import { enquiryUpload } from '../support/enquiryUpload';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { uniqueName, xsrfHeaders } from '../support/siteForms';
import { servedVersion } from '../support/servedVersion';

// Production's shape as deploy/ describes it: three instances on one PostgreSQL behind HAProxy
// checking /readyz. A deploy restarts them one at a time while visitors keep coming.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const basePort = Number(process.env.E2E_ROLLING_PORT ?? 8281);
const proxyPort = basePort + 3;
/** Above the 2 s (two checks 1 s apart) HAProxy takes to see an instance leave. */
const DRAIN_SECONDS = 3;
const instanceEnv = (database: ScratchDatabase): Record<string, string> => ({
  DATABASE_URL: database.url,
  // One proxy hop, as deploy/haproxy.cfg says (how the server reads it is TRUST_PROXY's own work).
  TRUST_PROXY: '1',
  DRAIN_SECONDS: String(DRAIN_SECONDS),
  // Every visitor here is this test, from one address.
  RATE_LIMIT_FORMS_PER_MINUTE: '100000',
  RATE_LIMIT_BEACON_PER_MINUTE: '100000',
});

let database: ScratchDatabase | undefined;
let instances: OwnServer[] = [];
let haproxy: Haproxy | undefined;

/** What a load generator saw: requests sent and failed per kind, enquiries acknowledged. */
interface LoadTally {
  sent: Record<'page' | 'remoteFile' | 'enquiry', number>;
  failures: string[];
  acknowledged: string[];
}

/**
 * Sends page views, remote files and franchise enquiries (certificate upload and all) through
 * the proxy, a few at a time, until `stop` resolves. Any answer but a 200 (an enquiry's: a 200
 * envelope with flag 1) or a dropped connection is a failure.
 */
async function generateLoad(url: string, stop: Promise<void>, prefix: string): Promise<LoadTally> {
  const tally: LoadTally = {
    sent: { page: 0, remoteFile: 0, enquiry: 0 },
    failures: [],
    acknowledged: [],
  };
  const until = { stopped: false };
  void stop.then(() => (until.stopped = true));
  const get = async (kind: 'page' | 'remoteFile', path: string) => {
    tally.sent[kind] += 1;
    try {
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) tally.failures.push(`${path}: ${response.status}`);
    } catch (error) {
      tally.failures.push(`${path}: ${String(error)}`);
    }
  };
  const enquire = async () => {
    const upload = await enquiryUpload(uniqueName(prefix));
    tally.sent.enquiry += 1;
    try {
      const response = await fetch(`${url}/api/${apiPaths.franchiseEnquiry}`, {
        method: 'POST',
        headers: { 'content-type': upload.contentType, ...xsrfHeaders },
        body: upload.body,
      });
      const text = await response.text();
      const flag = response.status === 200 ? (JSON.parse(text) as { flag?: number }).flag : 0;
      if (flag === 1) tally.acknowledged.push(upload.name);
      else tally.failures.push(`enquiry: ${response.status} ${text.slice(0, 200)}`);
    } catch (error) {
      tally.failures.push(`enquiry: ${String(error)}`);
    }
  };
  const loop = async (work: () => Promise<void>) => {
    while (!until.stopped) await work();
  };
  let page = 0;
  await Promise.all([
    loop(() => get('page', ++page % 2 ? '/website/home' : '/website/Calculator')),
    loop(() => get('page', '/website/home')),
    loop(() => get('remoteFile', '/remotes/calculator/1.0.0/remoteEntry.js')),
    loop(async () => {
      await enquire();
      // A few a second: enquiries are people, not a flood.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }),
  ]);
  return tally;
}

/** Waits until every instance gives `bucket` the calculator `version`; fails after 5 s. */
async function untilAllServe(version: string, bucket: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const seen = await Promise.all(instances.map((i) => servedVersion(i.url, bucket)));
    if (seen.every((v) => v === version)) return;
    if (Date.now() - started > 5000)
      throw new Error(`bucket ${bucket} after 5 s: ${seen.join(', ')}, not ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function storedEnquiryNames(url: string, prefix: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM franchise_enquiries WHERE name LIKE $1',
      [`${prefix} %`],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'rolling');
  for (let i = 0; i < 3; i += 1)
    instances.push(await startOwnServer(basePort + i, instanceEnv(database)));
  haproxy = await startHaproxy(
    proxyPort,
    instances.map((i) => i.url),
  );
  for (let i = 0; i < 3; i += 1) await haproxy.untilServing(i);
});

test.afterAll(async () => {
  await haproxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await database?.drop();
});

test('a rolling restart behind HAProxy: no request fails, no acknowledged enquiry is lost, every instance follows each registry change', async () => {
  if (!database || !haproxy) throw new Error('beforeAll did not finish');
  const [first] = instances as [OwnServer];
  const published = first.cli(
    'registry',
    'publish',
    'calculator',
    '--dist',
    builtCopyAs('mf-calculator', '1.4.0'),
  );
  expect(published.code, published.err).toBe(0);

  const prefix = `Rolling ${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
  let endLoad: () => void = () => {};
  const loadEnds = new Promise<void>((resolve) => (endLoad = resolve));
  const load = generateLoad(haproxy.url, loadEnds, prefix);
  const startedAt = Date.now();

  for (let i = 0; i < 3; i += 1) {
    const env = { ...instanceEnv(database), DATA_DIR: instances[i]!.dataDir };
    instances[i]!.signal('SIGTERM');
    // A drained stop ends with exit code 0.
    expect(await instances[i]!.exited).toBe(0);
    instances[i] = await startOwnServer(basePort + i, env);
    await haproxy.untilServing(i);
    // A change made through the instance just restarted reaches all three.
    const percent = 20 * (i + 1);
    const canary = instances[i]!.cli(
      'registry',
      'canary',
      'calculator',
      '1.4.0',
      '--percent',
      String(percent),
    );
    expect(canary.code, canary.err).toBe(0);
    await untilAllServe('1.4.0', percent - 1);
    await untilAllServe('1.0.0', percent);
  }
  endLoad();
  const tally = await load;
  const stored = await storedEnquiryNames(database.url, prefix);
  const sent = tally.sent.page + tally.sent.remoteFile + tally.sent.enquiry;
  console.log(
    `rolling restart in ${Math.round((Date.now() - startedAt) / 1000)} s: ${sent} requests sent ` +
      `(${tally.sent.page} pages, ${tally.sent.remoteFile} remote files, ${tally.sent.enquiry} enquiries), ` +
      `${tally.failures.length} failed; ${tally.acknowledged.length} enquiries acknowledged, ` +
      `${stored.length} stored`,
  );
  expect(tally.failures).toEqual([]);
  expect(tally.sent.enquiry).toBeGreaterThan(10);
  expect(new Set(stored)).toEqual(new Set(tally.acknowledged));
});
