import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { expect, test } from '../support/test';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { scrapeMetrics } from '../support/metricsScrape';
import { watchReadiness } from '../support/readinessTimeline';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { servedVersion } from '../support/servedVersion';
import { canMount, mountSmallDisk, type SmallDisk } from '../support/smallDisk';
import { visitorLoad } from '../support/visitorLoad';

// Three instances on one PostgreSQL behind HAProxy with deploy/haproxy.cfg, the first with its
// DATA_DIR on a small disk of its own. Under visitors (pages, the files they name, enquiries with
// certificates), that disk fails (full, read-only, its DATA_DIR removed) while a version the
// instance has never served is published through it and canaried to every visitor, then heals.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');
test.skip(!canMount && !process.env.CI, 'mounting a small disk needs root');

// Ports base..base+2 for the instances, +10.. for their ops listeners, +5 and +6 for HAProxy.
const basePort = Number(process.env.E2E_DISK_PORT ?? 8411);
const proxyPort = basePort + 5;
/** How long each fault lasts: several of HAProxy's checks, and the canary's first requests. */
const FAULT_MS = 10_000;
/** The readiness bound: not ready within this of a fault, ready within this of its healing. */
const READINESS_MS = 5000;
const aesKey = randomBytes(12).toString('base64');
const opsToken = randomBytes(24).toString('hex');
const metricsToken = randomBytes(24).toString('hex');
let database: ScratchDatabase | undefined;
let disk: SmallDisk | undefined;
let instances: OwnServer[] = [];
let haproxy: Haproxy | undefined;

async function storedEnquiryNames(prefix: string): Promise<string[]> {
  const client = new Client({ connectionString: database!.url });
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

/** How many answers with `status` an instance gave visitors so far, every route together. */
async function answeredSoFar(instance: OwnServer, status: number): Promise<number> {
  const { text } = await scrapeMetrics(instance.opsUrl, metricsToken);
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('gold_http_request_duration_seconds_count{') &&
        line.includes('listener="site"') &&
        line.includes(`status="${status}"`),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** Runs a CLI command through `instance` without holding up the visitors' loops; must succeed. */
async function cli(instance: OwnServer, ...args: string[]): Promise<void> {
  const result = await instance.cliAsync(...args);
  expect(result.code, `${args.join(' ')}: ${result.err}`).toBe(0);
}

test.beforeAll(async () => {
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'disk');
  disk = mountSmallDisk(64);
  const env = {
    DATABASE_URL: database.url,
    AES_KEY: aesKey,
    OPS_TOKEN: opsToken,
    METRICS_TOKEN: metricsToken,
    TRUST_PROXY: '1',
    RATE_LIMIT_FORMS_PER_MINUTE: '100000',
    RATE_LIMIT_BEACON_PER_MINUTE: '100000',
  };
  for (let i = 0; i < 3; i += 1)
    instances.push(
      await startOwnServer(basePort + i, {
        ...env,
        OPS_PORT: String(basePort + 10 + i),
        ...(i === 0 && { DATA_DIR: disk.dataDir }),
      }),
    );
  haproxy = await startHaproxy(
    proxyPort,
    instances.map((i) => i.url),
    { metricsPort: proxyPort + 1 },
  );
  for (let i = 0; i < 3; i += 1) await haproxy.untilServing(i);
});

test.afterAll(async () => {
  await haproxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  disk?.unmount();
  await database?.drop();
});

/** Each fault, and the version the instance is asked to serve while it lasts. */
const drills = [
  { fault: 'full', version: '1.6.0', cause: () => disk!.fill() },
  { fault: 'read-only', version: '1.7.0', cause: () => disk!.makeReadOnly() },
  { fault: 'removed', version: '1.8.0', cause: () => disk!.removeDataDir() },
] as const;

for (const { fault, version, cause } of drills) {
  test(`DATA_DIR ${fault} as a 100 % canary of ${version}, never served by that instance, starts: no 5xx through HAProxy, readiness follows the disk, no acknowledged enquiry lost`, async () => {
    const [onSmallDisk, healthy] = instances as [OwnServer, OwnServer];
    const prefix = `Disk ${fault.replace(/[^a-z]/g, '')} ${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
    const before = {
      500: await answeredSoFar(onSmallDisk, 500),
      503: await answeredSoFar(onSmallDisk, 503),
    };
    const readiness = watchReadiness(onSmallDisk.url);
    const load = visitorLoad(haproxy!.url, prefix, aesKey);
    // Published through the instance on the small disk (the database holds a release's files),
    // served by no one until the canary.
    await cli(
      onSmallDisk,
      'registry',
      'publish',
      'calculator',
      '--dist',
      builtCopyAs('mf-calculator', version),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));

    cause();
    const faultAt = readiness.now();
    // At once, before HAProxy's checks can see the fault: every visitor gets the version, which
    // the instance has never copied to its disk.
    await cli(onSmallDisk, 'registry', 'canary', 'calculator', version, '--percent', '100');
    await new Promise((resolve) => setTimeout(resolve, FAULT_MS - (readiness.now() - faultAt)));

    disk!.heal();
    const healedAt = readiness.now();
    await expect
      .poll(() => readiness.firstAfter(healedAt, 200), { timeout: READINESS_MS + 1000 })
      .toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const tally = await load.stop();
    await readiness.stop();
    // Healed, the instance serves the version it never served before from its own disk.
    expect(await servedVersion(onSmallDisk.url, 50)).toBe(version);
    const entry = await fetch(`${onSmallDisk.url}/remotes/calculator/${version}/remoteEntry.js`);
    expect(entry.status).toBe(200);

    // What the instance itself answered: a 503 HAProxy asked of another instance, never a 500.
    const own500 = (await answeredSoFar(onSmallDisk, 500)) - before[500];
    const own503 = (await answeredSoFar(onSmallDisk, 503)) - before[503];
    const stored = await storedEnquiryNames(prefix);
    const sent = tally.sent.page + tally.sent.remoteFile + tally.sent.enquiry;
    const notReadyMs = readiness.firstAfter(faultAt, 503);
    const readyMs = readiness.firstAfter(healedAt, 200);
    const figures =
      `${sent} requests (${tally.sent.page} pages, ${tally.sent.remoteFile} remote files, ` +
      `${tally.sent.enquiry} enquiries), ${tally.failures.length} 5xx, ` +
      `${tally.otherStatuses.length} other non-200, slowest ${tally.slowestMs} ms; ` +
      `that instance answered ${own500} 500 and ${own503} 503 (asked again elsewhere); ` +
      `${tally.acknowledged.length} enquiries acknowledged, ${stored.length} stored; ` +
      `/readyz 503 ${notReadyMs ?? '-'} ms after the fault, 200 ${readyMs ?? '-'} ms after healing ` +
      `(status@s from the load's start, fault at ${(faultAt / 1000).toFixed(1)}, healed at ` +
      `${(healedAt / 1000).toFixed(1)}: ${readiness.changes()})`;
    test.info().annotations.push({ type: `DATA_DIR ${fault}`, description: figures });
    console.info(`DATA_DIR ${fault}: ${figures}`);

    expect(tally.failures).toEqual([]);
    expect(own500).toBe(0);
    expect(tally.otherStatuses).toEqual([]);
    expect(tally.sent.enquiry).toBeGreaterThan(10);
    expect(new Set(stored)).toEqual(new Set(tally.acknowledged));
    // A folder removed is made anew by the next check: that instance need not leave at all.
    if (fault !== 'removed') expect(notReadyMs).toBeLessThan(READINESS_MS);
    expect(readyMs).toBeLessThan(READINESS_MS);

    // The next drill canaries a version of its own.
    await cli(healthy, 'registry', 'promote', 'calculator', version);
  });
}
