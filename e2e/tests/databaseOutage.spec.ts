import { Client } from 'pg';
import { expect, test } from '../support/test';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgresCluster.mjs';
import { servedVersion } from '../support/servedVersion';
import { bucketCookie } from '../support/visitorCookie';

// Two instances on a PostgreSQL of this test's own, so that it can be stopped (an outage) and its
// backends frozen (a hung connection) while visitors and an open release console keep asking.
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const basePort = Number(process.env.E2E_OUTAGE_PORT ?? 8311);
const OUTAGE_MS = 30_000;
const opsToken = process.env.OPS_TOKEN ?? 'dev-ops-token';
const pages = ['/website/home', '/website/Calculator', '/website/branches', '/website/partner'];
let cluster: PostgresCluster | undefined;
let databaseUrl: string;
let instances: OwnServer[] = [];

/** Milliseconds until `instance` serves `version` to `bucket`; fails after `withinMs`. */
async function untilServed(instance: OwnServer, version: string, bucket: number, withinMs: number) {
  // The visitor's cookie first: the server gives it, and that is not what is timed.
  await bucketCookie(instance.url, bucket);
  const started = Date.now();
  for (;;) {
    if ((await servedVersion(instance.url, bucket)) === version) return Date.now() - started;
    if (Date.now() - started > withinMs)
      throw new Error(`${instance.url} did not serve calculator ${version} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The registry status as the release console polls it: the status code. */
const consoleStatus = (instance: OwnServer) =>
  fetch(`${instance.opsUrl}/ops/registry`, {
    headers: { authorization: `Bearer ${opsToken}` },
  }).then((r) => r.status);

/** Every page's URL and every /remotes file its HTML names, as visitors' browsers ask them. */
async function visitorUrls(instance: OwnServer): Promise<string[]> {
  const files = new Set<string>();
  for (const page of pages) {
    const html = await fetch(`${instance.url}${page}`).then((r) => r.text());
    for (const [path] of html.matchAll(/\/remotes\/[^"'\s<>)]+\.(?:js|css|json)/g)) files.add(path);
  }
  // An open page asks /registry/current when its visitor moves on.
  return [...pages, '/registry/current', ...files].map((path) => `${instance.url}${path}`);
}

/** Visitors' requests to every instance, in a loop each, until `stop()`; counts what failed. */
function pageLoad(urlsByInstance: string[][]) {
  const stopped = new AbortController();
  const counts = urlsByInstance.map(() => ({
    sent: 0,
    failed: 0,
    statuses: {} as Record<number, number>,
  }));
  const loops = urlsByInstance.map(async (urls, index) => {
    const count = counts[index]!;
    while (!stopped.signal.aborted) {
      for (const url of urls) {
        count.sent += 1;
        const status = await fetch(url).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        if (status === 0 || status >= 500) {
          count.failed += 1;
          count.statuses[status] = (count.statuses[status] ?? 0) + 1;
        }
      }
    }
  });
  return {
    counts,
    async stop() {
      stopped.abort();
      await Promise.all(loops);
      return counts;
    },
  };
}

/** What the release console does: `registry status` every 5 s on every instance. */
function consolePoll() {
  const statuses: number[] = [];
  const poll = async () =>
    statuses.push(...(await Promise.all(instances.map((i) => consoleStatus(i).catch(() => 0)))));
  void poll();
  const timer = setInterval(() => void poll(), 5000);
  return { statuses, stop: () => clearInterval(timer) };
}

test.beforeAll(async () => {
  cluster = await startPostgresCluster();
  const database = await createScratchDatabase(cluster.url, 'outage');
  databaseUrl = database.url;
  for (let i = 0; i < 2; i += 1)
    instances.push(
      await startOwnServer(basePort + i, {
        DATABASE_URL: databaseUrl,
        // The visitors' networks (and so their buckets) are named in X-Forwarded-For.
        TRUST_PROXY: '1',
      }),
    );
  const published = instances[0]!.cli(
    'registry',
    'publish',
    'calculator',
    '--dist',
    builtCopyAs('mf-calculator', '1.5.0'),
  );
  expect(published.code, published.err).toBe(0);
});

test.afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  cluster?.stop();
});

test('a 30 s database stop under page load with a console open: no 5xx for pages or remote files, writes told the database is unavailable, recovery by itself', async () => {
  const urls = await Promise.all(instances.map(visitorUrls));
  // Warm: the console has read status, and each instance has served the files once.
  for (const instance of instances) expect(await consoleStatus(instance)).toBe(200);
  for (const url of urls.flat()) expect((await fetch(url)).status, url).toBe(200);

  const load = pageLoad(urls);
  const opsConsole = consolePoll();
  cluster!.stopServer();
  const stoppedAt = Date.now();
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const write = await instances[0]!.cliAsync(
      'registry',
      'canary',
      'calculator',
      '1.5.0',
      '--percent',
      '50',
    );
    expect(write.code).toBe(1);
    expect(write.err).toMatch(/^failed: the database is unavailable/);
    const direct = await fetch(`${instances[1]!.opsUrl}/ops/registry/calculator/promote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: '1.5.0' }),
    });
    expect(direct.status).toBe(503);
    // The answer names the request, as the instance's log line of it does.
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await direct.json()).toEqual({
      error: expect.stringMatching(/database is unavailable/),
      requestId: direct.headers.get('x-request-id'),
    });
    expect(await consoleStatus(instances[1]!)).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - stoppedAt)));
  } finally {
    cluster!.startServer();
  }
  const startedAt = Date.now();
  // Recovered: every instance's console reads status again, unaided.
  await expect
    .poll(async () => (await Promise.all(instances.map(consoleStatus))).join(), {
      timeout: 15_000,
      intervals: [100],
    })
    .toBe(instances.map(() => 200).join());
  const recoveredMs = Date.now() - startedAt;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  opsConsole.stop();
  const counts = await load.stop();
  const figures = `5xx per instance: ${counts.map((c) => `${c.failed} of ${c.sent}`).join(', ')}; recovered ${recoveredMs} ms after the database started; console answers ${opsConsole.statuses.join(',')}`;
  test.info().annotations.push({ type: 'outage', description: figures });
  console.info(`database outage: ${figures}`);
  for (const count of counts) {
    expect(count.sent).toBeGreaterThan(100);
    expect(count.statuses).toEqual({});
  }
  expect(recoveredMs).toBeLessThan(5000);

  // Changes reach every instance again: the notification connections came back by themselves.
  const canary = instances[0]!.cli('registry', 'canary', 'calculator', '1.5.0', '--percent', '50');
  expect(canary.code, canary.err).toBe(0);
  expect(await untilServed(instances[1]!, '1.5.0', 10, 5000)).toBeLessThan(5000);
});

test('a hung notification connection (its backend stopped) is replaced: a change through one instance is served by the other within 5 s', async () => {
  // After the outage above, each instance's listener may still be reconnecting: wait for both.
  const listeners = async () => {
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'gold registry notifications' AND datname = current_database()",
      );
      return rows;
    } finally {
      await admin.end();
    }
  };
  await expect
    .poll(async () => (await listeners()).length, { timeout: 15_000 })
    .toBe(instances.length);
  const rows = await listeners();
  for (const { pid } of rows) process.kill(pid, 'SIGSTOP');
  const stoppedAt = Date.now();
  try {
    const promoted = await instances[0]!.cliAsync('registry', 'promote', 'calculator', '1.5.0');
    expect(promoted.code, promoted.err).toBe(0);
    const seenMs = await untilServed(instances[1]!, '1.5.0', 90, 5000);
    expect(seenMs).toBeLessThan(5000);
    // Each instance has a new notification connection of its own.
    const hung = new Set(rows.map((row) => row.pid));
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await check.query<{ pid: number }>(
                "SELECT pid FROM pg_stat_activity WHERE application_name = 'gold registry notifications' AND datname = current_database()",
              )
            ).rows.filter((row) => !hung.has(row.pid)).length,
          { timeout: 5000, intervals: [50] },
        )
        .toBe(instances.length);
    } finally {
      await check.end();
    }
    const replacedMs = Date.now() - stoppedAt;
    const figures = `change served by the other instance ${seenMs} ms after it was made; both connections replaced within ${replacedMs} ms of the stop`;
    test.info().annotations.push({ type: 'hung connection', description: figures });
    console.info(`hung notification connection: ${figures}`);
    expect(replacedMs).toBeLessThan(5000);
  } finally {
    for (const { pid } of rows) process.kill(pid, 'SIGCONT');
  }
});
