import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { apiPaths } from '@gold/contracts';
import { expect, test } from '../support/test';
import { documentedCommands, runnableHere } from '../support/documentedCommands';
import { enquiryUpload } from '../support/enquiryUpload';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { opsPortOf, startOwnServer, type OwnServer } from '../support/serverProcess';
import { uniqueName, xsrfHeaders } from '../support/siteForms';
import { servedVersion } from '../support/servedVersion';
import { bucketCookie } from '../support/visitorCookie';

// Production's shape as docs/production.md describes it, started with its commands: three
// instances on one PostgreSQL behind HAProxy checking /readyz. A deploy restarts them one at a
// time while visitors keep coming; then the documented backup is restored and served.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const basePort = Number(process.env.E2E_ROLLING_PORT ?? 8281);
const proxyPort = basePort + 3;
/** Above the 2 s (two checks 1 s apart) HAProxy takes to see an instance leave. */
const DRAIN_SECONDS = 3;
/** The secrets every instance shares: this run's own. */
const opsToken = randomBytes(24).toString('hex');
const signingKey = randomBytes(24).toString('hex');
const metricsToken = randomBytes(24).toString('hex');
/** What the instances' environment adds to the documented command (a test's settings). */
const testEnv: Record<string, string> = {
  DRAIN_SECONDS: String(DRAIN_SECONDS),
  // Every visitor here is this test, from one address.
  RATE_LIMIT_FORMS_PER_MINUTE: '100000',
  RATE_LIMIT_BEACON_PER_MINUTE: '100000',
  OPS_TOKEN: opsToken,
};
const docs = 'docs/production.md';

/**
 * Starts instance `index` on `port` with the documented command, this machine's addresses in
 * place of the examples; on `dataDir` when it restarts.
 */
function startInstance(
  port: number,
  databaseUrl: string,
  dataDir?: string,
  first = false,
): Promise<OwnServer> {
  const directory = dataDir ?? mkdtempSync(join(tmpdir(), 'gold-rolling-'));
  const [command] = documentedCommands('instance', docs);
  const here = runnableHere(command!, {
    'PORT=8080': `PORT=${port}`,
    'OPS_HOST=10.0.0.11': 'OPS_HOST=localhost',
    'OPS_PORT=8081': `OPS_PORT=${opsPortOf(port)}`,
    'postgres://gold@db/gold': databaseUrl,
    '<ops-token>': opsToken,
    '<signing-key>': signingKey,
    '<metrics-token>': metricsToken,
    'DATA_DIR=/var/lib/gold': `DATA_DIR=${directory}`,
  });
  // The same database and folder in the environment too: what the helper reports of the server.
  const env = { ...testEnv, DATABASE_URL: databaseUrl, DATA_DIR: directory };
  // A fresh cluster's first instance publishes and promotes its build, as the guide says.
  return startOwnServer(port, { ...env, ...(first && { AUTO_PUBLISH: '1' }) }, { command: here });
}

let database: ScratchDatabase | undefined;
let restored: ScratchDatabase | undefined;
/** The enquiries of this run: names start with it. */
const enquiryPrefix = `Rolling ${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
let acknowledged: string[] = [];
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
  // The visitor's cookie first: the server gives it, and that is not what is timed.
  await Promise.all(instances.map((instance) => bucketCookie(instance.url, bucket)));
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
  // Three production instances one after another, the first publishing every build: over 30 s
  // when the other worker's servers share the two cores.
  test.setTimeout(120_000);
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'rolling');
  for (let i = 0; i < 3; i += 1)
    instances.push(await startInstance(basePort + i, database.url, undefined, i === 0));
  const [command] = documentedCommands('haproxy', docs);
  const address = (i: number) => `127.0.0.1:${basePort + i}`;
  haproxy = await startHaproxy(
    proxyPort,
    instances.map((i) => i.url),
    {
      command: runnableHere(command!, {
        'HAPROXY_BIND=:80': `HAPROXY_BIND=127.0.0.1:${proxyPort}`,
        'HAPROXY_METRICS_BIND=10.0.0.2:8405': `HAPROXY_METRICS_BIND=127.0.0.1:${opsPortOf(proxyPort)}`,
        'APP1=10.0.0.11:8080': `APP1=${address(0)}`,
        'APP2=10.0.0.12:8080': `APP2=${address(1)}`,
        'APP3=10.0.0.13:8080': `APP3=${address(2)}`,
      }),
    },
  );
  for (let i = 0; i < 3; i += 1) await haproxy.untilServing(i);
});

test.afterAll(async () => {
  await haproxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await database?.drop();
  await restored?.drop();
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

  let endLoad: () => void = () => {};
  const loadEnds = new Promise<void>((resolve) => (endLoad = resolve));
  const load = generateLoad(haproxy.url, loadEnds, enquiryPrefix);
  const startedAt = Date.now();

  for (let i = 0; i < 3; i += 1) {
    instances[i]!.signal('SIGTERM');
    // A drained stop ends with exit code 0.
    expect(await instances[i]!.exited).toBe(0);
    instances[i] = await startInstance(basePort + i, database.url, instances[i]!.dataDir);
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
  const stored = await storedEnquiryNames(database.url, enquiryPrefix);
  const sent = tally.sent.page + tally.sent.remoteFile + tally.sent.enquiry;
  console.log(
    `rolling restart in ${Math.round((Date.now() - startedAt) / 1000)} s: ${sent} requests sent ` +
      `(${tally.sent.page} pages, ${tally.sent.remoteFile} remote files, ${tally.sent.enquiry} enquiries), ` +
      `${tally.failures.length} failed; ${tally.acknowledged.length} enquiries acknowledged, ` +
      `${stored.length} stored`,
  );
  // What Prometheus sees, with the documented token: every instance on the same revision.
  const revisions = await Promise.all(
    instances.map(async (instance) => {
      const scrape = await fetch(`${instance.opsUrl}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      return /^gold_registry_revision (\d+)$/m.exec(await scrape.text())?.[1];
    }),
  );
  expect(new Set(revisions).size, revisions.join(', ')).toBe(1);
  expect(revisions[0]).toBeDefined();
  expect(tally.failures).toEqual([]);
  expect(tally.sent.enquiry).toBeGreaterThan(10);
  expect(new Set(stored)).toEqual(new Set(tally.acknowledged));
  acknowledged = tally.acknowledged;
});

test('the documented backup, restored into a new database, serves the same site: registry, remote files, enquiries and certificates', async () => {
  if (!adminUrl || !database || acknowledged.length === 0)
    test.skip(true, 'the rolling restart did not finish');
  restored = await createScratchDatabase(adminUrl!, 'restored');
  const dump = join(mkdtempSync(join(tmpdir(), 'gold-backup-')), 'gold.dump');
  // The block as a whole holds each example: the dump's URL is in one line, the restore's in the other.
  const block = runnableHere(documentedCommands('backup', docs).join('\n'), {
    'postgres://gold@db/gold_restored': restored.url,
    'postgres://gold@db/gold': database!.url,
    'gold.dump': dump,
  });
  for (const command of block.split('\n'))
    execFileSync('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'] });
  const fresh = await startInstance(basePort + 4, restored.url);
  instances.push(fresh);
  // The canary at 60 % came back, and 1.4.0's files come from the database into a new DATA_DIR.
  expect(await servedVersion(fresh.url, 59)).toBe('1.4.0');
  expect(await servedVersion(fresh.url, 60)).toBe('1.0.0');
  const entry = await fetch(`${fresh.url}/remotes/calculator/1.4.0/remoteEntry.js`);
  expect(entry.status).toBe(200);
  // Every acknowledged enquiry, each with its certificate intact.
  expect(new Set(await storedEnquiryNames(restored.url, enquiryPrefix))).toEqual(
    new Set(acknowledged),
  );
  const response = await fetch(`${fresh.opsUrl}/ops/enquiries?limit=100`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  const { items } = (await response.json()) as {
    items: { name: string; certificate: { storedFileIntact: boolean } | null }[];
  };
  const ours = items.filter((item) => acknowledged.includes(item.name));
  expect(ours.length).toBe(Math.min(acknowledged.length, 100));
  expect(ours.filter((item) => !item.certificate?.storedFileIntact)).toEqual([]);
});
