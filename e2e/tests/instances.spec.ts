import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { startHoldingProxy } from '../support/holdingProxy';
import { buildChangedCopy, builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { servedVersion } from '../support/servedVersion';
import { bucketCookie, testAddress, VISITOR_COOKIE } from '../support/visitorCookie';

// Production's shape: three instances of the server, each with a data folder of its own, on one
// PostgreSQL, behind HAProxy as deploy/haproxy.cfg sets it up (round robin). Changes go through
// different instances.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const BEACONS_PER_MINUTE = 4;
const basePort = Number(process.env.E2E_INSTANCES_PORT ?? 8221);
let instances: OwnServer[] = [];
let proxy: Haproxy;
/** Which instance answered each of the browser's requests through the proxy so far. */
const served: number[] = [];
let build: string;
let database: ScratchDatabase | undefined;

/** Milliseconds until every instance serves `version` to `bucket`; fails after 5 s. */
async function untilAllServe(version: string, bucket: number): Promise<number> {
  // The visitor's cookie first: the server gives it, and that is not what is timed.
  await Promise.all(instances.map((instance) => bucketCookie(instance.url, bucket)));
  const started = Date.now();
  for (;;) {
    const seen = await Promise.all(instances.map((i) => servedVersion(i.url, bucket)));
    if (seen.every((v) => v === version)) return Date.now() - started;
    if (Date.now() - started > 5000) throw new Error(`after 5 s: ${seen.join(', ')}`);
  }
}

async function heading(browser: Browser, bucket: number | undefined, loads: number) {
  const context = await browser.newContext();
  if (bucket !== undefined)
    await context.addCookies([
      { name: VISITOR_COOKIE, value: await bucketCookie(proxy.url, bucket), url: proxy.url },
    ]);
  const page = await context.newPage();
  page.on('response', (response) => {
    const instance = proxy.servedBy(response.headers());
    if (instance !== undefined) served.push(instance);
  });
  const headings: string[] = [];
  for (let load = 0; load < loads; load += 1) {
    await page.goto(`${proxy.url}/website/Calculator`);
    await expectLivePage(page);
    headings.push(
      (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '',
    );
  }
  await context.close();
  return headings;
}

test.beforeAll(async () => {
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'instances');
  build = buildChangedCopy('mf-calculator', '1.4.0', 'Gold Calculator', 'Gold Calculator (new)');
  // As a deployment starts them: the same command on each, one after the other.
  for (let i = 0; i < 3; i += 1) {
    instances.push(
      await startOwnServer(basePort + i, {
        DATABASE_URL: database.url,
        RATE_LIMIT_BEACON_PER_MINUTE: String(BEACONS_PER_MINUTE),
        // HAProxy in front, and before it the visitor's network as the tests name it.
        TRUST_PROXY: '2',
      }),
    );
  }
  proxy = await startHaproxy(
    basePort + 3,
    instances.map((i) => i.url),
  );
  for (let i = 0; i < 3; i += 1) await proxy.untilServing(i);
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await database?.drop();
});

test('publish through one, canary through another, promote and roll back through the third: every instance follows within a second', async ({
  browser,
}) => {
  const [first, second, third] = instances as [OwnServer, OwnServer, OwnServer];
  const published = first.cli('registry', 'publish', 'calculator', '--dist', build);
  expect(published.code, published.err).toBe(0);

  // Every instance serves every file of the version, though only the first was given them.
  const files = readdirSync(build, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  for (const instance of instances) {
    for (const file of files) {
      const path = relative(build, file).split(sep).join('/');
      const response = await fetch(`${instance.url}/remotes/calculator/1.4.0/${path}`);
      expect(response.status, `${instance.url} ${path}`).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file))).toBe(true);
    }
  }

  expect(second.cli('registry', 'canary', 'calculator', '1.4.0', '--percent', '50').code).toBe(0);
  expect(await untilAllServe('1.4.0', 10)).toBeLessThan(1000);
  expect(await untilAllServe('1.0.0', 90)).toBeLessThan(1000);
  // Six page loads go round the three instances twice: the same bucket, the same version.
  expect(await heading(browser, 10, 6)).toEqual(Array(6).fill('Gold Calculator (new)'));
  expect(await heading(browser, 90, 6)).toEqual(Array(6).fill('Gold Calculator'));
  expect(new Set(served)).toEqual(new Set([0, 1, 2]));

  expect(third.cli('registry', 'promote', 'calculator').code).toBe(0);
  expect(await untilAllServe('1.4.0', 90)).toBeLessThan(1000);
  expect(third.cli('registry', 'rollback', 'calculator').code).toBe(0);
  expect(await untilAllServe('1.0.0', 10)).toBeLessThan(1000);
});

test('a visitor without a bucket yet keeps the version the first instance chose, on every instance', async ({
  browser,
}) => {
  expect(
    instances[1]!.cli('registry', 'canary', 'calculator', '1.4.0', '--percent', '50').code,
  ).toBe(0);
  await untilAllServe('1.4.0', 10);
  for (let visitor = 0; visitor < 4; visitor += 1) {
    const headings = await heading(browser, undefined, 4);
    expect(new Set(headings).size, headings.join(' / ')).toBe(1);
  }
  expect(
    instances[2]!.cli('registry', 'canary', 'calculator', '1.4.0', '--percent', '0').code,
  ).toBe(0);
});

test('rate limits count across instances: the limit is the limit, whichever instance answers', async () => {
  // Reports without a page view's token: refused (403), and counted against the limit all the same.
  const statuses: number[] = [];
  for (let i = 0; i < BEACONS_PER_MINUTE + 2; i += 1) {
    const response = await fetch(`${proxy.url}/telemetry/remote-failure`, {
      method: 'POST',
      // From a client of its own: the browsers of the tests before send their beacons as 127.0.0.1.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': testAddress(7000) },
      body: JSON.stringify({ remote: 'home', version: '1.0.0', phase: 'load', view: `${i}.${i}` }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array(BEACONS_PER_MINUTE).fill(403), 429, 429]);
});

test('three bare rollbacks at once, one through each instance, step back one version; the other two get a conflict', async () => {
  const later = builtCopyAs('mf-calculator', '1.5.0');
  const published = instances[0]!.cli('registry', 'publish', 'calculator', '--dist', later);
  rmSync(later, { recursive: true, force: true });
  expect(published.code, published.err).toBe(0);
  for (const version of ['1.4.0', '1.5.0'])
    expect(instances[0]!.cli('registry', 'promote', 'calculator', version).code).toBe(0);
  // Each CLI reads the revision, then writes: the writes wait until all three have read.
  const gate = await startHoldingProxy(
    instances.map((i) => i.opsUrl),
    (request) => request.method === 'POST' && (request.url ?? '').endsWith('/rollback'),
    3,
  );
  try {
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        instances[0]!.cliAsync('registry', 'rollback', 'calculator', '--server', gate.url),
      ),
    );
    expect(new Set(gate.heldTo)).toEqual(new Set([0, 1, 2]));
    expect(runs.map((run) => run.code).sort()).toEqual([0, 1, 1]);
    for (const run of runs.filter((r) => r.code === 1))
      expect(run.err).toMatch(
        /^refused: another change to calculator landed first .*: rolled stable back to 1\.4\.0 from 1\.5\.0 by e2e at .+ run `registry status`/,
      );
  } finally {
    await gate.close();
  }
  expect(await untilAllServe('1.4.0', 90)).toBeLessThan(1000);
});
