import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { scrapeMetrics } from '../support/metricsScrape';
import {
  fetchCalculator,
  reportFailure,
  reportStart,
  testAddress,
} from '../support/visitorProtocol';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// What an operator's Prometheus sees of a canary the guard ends: a server whose guard looks every
// second and writes its counts every second, visitors (plain page loads, and the start and failure
// reports their browsers would send, each from an address of its own) on a canary that fails for
// all of them, crawlers that fetch pages and run nothing, and a disk fault that fails
// one remote file with a 503 (for a proxy to ask another instance). Everything asserted is read from GET /metrics, as a scraper reads it.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PORT = Number(process.env.E2E_METRICS_PORT ?? 8401);
const METRICS_TOKEN = 'metrics-token-of-the-e2e-tests-0123456789';
const CANARY = '1.1.0';
const MIN_VISITORS = 5;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, {
    CANARY_GUARD_INTERVAL_SECONDS: '1',
    CANARY_GUARD_MIN_VISITORS: String(MIN_VISITORS),
    PAGE_VIEW_FLUSH_SECONDS: '1',
    // Each visitor names its address as a proxy in front would.
    TRUST_PROXY: '1',
    METRICS_TOKEN,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const scrape = () => scrapeMetrics(server.opsUrl, METRICS_TOKEN);

test('a canary ended by the guard, its page views per version and channel, the revision, its propagation and a 5xx, as Prometheus scrapes them', async () => {
  const refused = await fetch(`${server.opsUrl}/metrics`);
  expect(refused.status).toBe(401);
  // Refused as every /ops request is: what is missing, and the request's id.
  expect(await refused.json()).toEqual({
    error: 'a metrics token (METRICS_TOKEN) or the ops token is required',
    requestId: refused.headers.get('x-request-id'),
  });
  const before = await scrape();
  const revisionBefore = before.sample('gold_registry_revision')!;
  expect(revisionBefore).toBeGreaterThan(0);

  const dist = builtCopyAs('mf-calculator', CANARY);
  try {
    expect(server.cli('registry', 'publish', 'calculator', '--dist', dist).code).toBe(0);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  const started = server.cli('registry', 'canary', 'calculator', CANARY, '--percent', '50');
  expect(started.code, started.err).toBe(0);

  // New visitors, each from an address of its own: those the server puts in the canary's half
  // get the canary, which fails for every one of them, until the guard ends it (from then on they
  // get stable). A crawler fetches a page beside each, and runs nothing: no page view.
  let canaryViews = 0;
  let stableViews = 0;
  let crawled = 0;
  const decided = () =>
    scrape().then(
      (now) => now.sample('gold_canary_guard_decisions_total', { remote: 'calculator' }) ?? 0,
    );
  for (let visitor = 0; (await decided()) === 0 && canaryViews < 20 * MIN_VISITORS; visitor += 1) {
    const address = testAddress(visitor);
    const { version, view } = await fetchCalculator(server.url, address);
    expect(await reportStart(server.url, address, view)).toBe(204);
    if (version === CANARY) {
      canaryViews += 1;
      expect(await reportFailure(server.url, address, view, CANARY, 'load')).toBe(204);
    } else stableViews += 1;
    await fetchCalculator(server.url, testAddress(60_000 + visitor));
    crawled += 1;
  }
  expect(crawled).toBeGreaterThan(0);

  // A disk the server cannot write: a remote's files cannot be copied into its cache (a 503).
  const cache = join(server.dataDir, 'release-cache');
  rmSync(cache, { recursive: true, force: true });
  writeFileSync(cache, 'not a folder');
  const failed = await fetch(`${server.url}/remotes/content/1.0.0/remoteEntry.js`, {
    headers: { 'x-request-id': 'mine' },
  });
  rmSync(cache, { force: true });
  expect(failed.status).toBe(503);
  // The trusted proxy's id (TRUST_PROXY here names the visitors' networks), so that the operator
  // finds its log line under the id the proxy logged.
  expect(failed.headers.get('x-request-id')).toBe('mine');

  // The guard's abort lands in the registry: this instance serves the revision after it.
  await expect
    .poll(async () => (await scrape()).sample('gold_registry_revision'))
    .toBe(revisionBefore + 3);
  const after = await scrape();
  writeFileSync(test.info().outputPath('metrics.txt'), after.text);
  const sample = (name: string, labels: Record<string, string>) => after.sample(name, labels);
  const calculator = { remote: 'calculator' };

  expect(sample('gold_canary_guard_decisions_total', { ...calculator, decision: 'abort' })).toBe(1);
  expect(sample('gold_canary_guard_verdicts_total', { ...calculator, verdict: 'red' })).toBe(1);
  const views = (version: string, channel: string) =>
    sample('gold_page_views_total', { ...calculator, version, channel });
  expect(canaryViews).toBeGreaterThanOrEqual(MIN_VISITORS);
  expect(views(CANARY, 'canary')).toBe(canaryViews);
  expect(views('1.0.0', 'stable')).toBe(stableViews);
  const failures = { ...calculator, version: CANARY, channel: 'canary', phase: 'load' };
  expect(sample('gold_remote_failures_total', failures)).toBe(canaryViews);

  // Publish, canary, abort: each reached this instance (one read may take two), within a second.
  const sinceBefore = (name: string, labels: Record<string, string> = {}) =>
    after.sample(name, labels)! - (before.sample(name, labels) ?? 0);
  const propagated = sinceBefore('gold_registry_propagation_seconds_count');
  expect(propagated).toBeGreaterThanOrEqual(1);
  expect(propagated).toBeLessThanOrEqual(3);
  expect(sinceBefore('gold_registry_propagation_seconds_bucket', { le: '1' })).toBe(propagated);

  // Counted by route pattern, since the first scrape (the server's start asked for a page too).
  const requests = (route: string, status: string) =>
    sinceBefore('gold_http_request_duration_seconds_count', { listener: 'site', route, status });
  expect(requests('/remotes/:remote/:version/*', '503')).toBe(1);
  expect(requests('/website/*', '200')).toBe(canaryViews + stableViews + crawled);
  expect(requests('/telemetry/page-start', '204')).toBe(canaryViews + stableViews);
  expect(requests('/telemetry/remote-failure', '204')).toBe(canaryViews);
  expect(sample('gold_db_connections', { engine: 'pglite' })).toBe(1);
  expect(sample('nodejs_eventloop_lag_p99_seconds', {})).toBeGreaterThan(0);
  console.info(
    `metrics: the guard ended the canary after ${canaryViews} canary page views; ` +
      `its changes reached this instance in ${(sinceBefore('gold_registry_propagation_seconds_sum') * 1000).toFixed(0)} ms in all (${propagated} reads)`,
  );
});
