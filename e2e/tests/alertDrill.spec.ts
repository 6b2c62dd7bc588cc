import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '../support/test';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { DRILL_SPEEDUP, startPrometheus, type Prometheus } from '../support/prometheus';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// The killed-instance drill of deploy/prometheus/drills.test.yml, for real: three instances on
// one PostgreSQL behind HAProxy (deploy/haproxy.cfg), visitors' page loads through it, and
// Debian's Prometheus scraping the instances and HAProxy's exporter with deploy/prometheus's
// config and rules. Sped up: scrapes and evaluations every second, and every rule's window and
// `for:` divided by 15 (so a rule sees as many scrapes as in production); HAProxy's checks and
// the server's own timings are not sped up.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const basePort = Number(process.env.E2E_ALERTS_PORT ?? 8381);
const METRICS_TOKEN = 'metrics-token-of-the-alert-drill-0123456789';
const pages = ['/website/home', '/website/Calculator', '/website/branches'];
let instances: OwnServer[] = [];
let proxy: Haproxy | undefined;
let prometheus: Prometheus | undefined;
let database: ScratchDatabase | undefined;

/**
 * Four visitors loading pages through the proxy, 50 ms apart each, until `stop()`: what they were
 * answered (0: no answer).
 */
function visitors(url: string) {
  const stopped = new AbortController();
  const statuses: Record<number, number> = {};
  const loops = [0, 1, 2, 3].map(async (visitor) => {
    for (let i = visitor; !stopped.signal.aborted; i += 1) {
      const status = await fetch(`${url}${pages[i % pages.length]}`).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
      await sleep(50);
    }
  });
  return {
    statuses,
    async stop() {
      stopped.abort();
      await Promise.all(loops);
    },
  };
}

const firing = async (alertname: string, labels: Record<string, string>) =>
  (await prometheus!.alerts()).some(
    (alert) =>
      alert.state === 'firing' &&
      alert.labels.alertname === alertname &&
      Object.entries(labels).every(([key, value]) => alert.labels[key] === value),
  );

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'alerts');
  for (let i = 0; i < 3; i += 1)
    instances.push(
      await startOwnServer(basePort + i, {
        DATABASE_URL: database.url,
        METRICS_TOKEN,
        TRUST_PROXY: '1',
      }),
    );
  proxy = await startHaproxy(
    basePort + 3,
    instances.map((i) => i.url),
  );
  for (let i = 0; i < 3; i += 1) await proxy.untilServing(i);
  prometheus = await startPrometheus(basePort + 4, {
    instances: instances.map((i) => `127.0.0.1:${new URL(i.opsUrl).port}`),
    haproxy: new URL(proxy.metricsUrl).host,
    token: METRICS_TOKEN,
  });
});

test.afterAll(async () => {
  await prometheus?.stop();
  await proxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  await database?.drop();
});

test('an instance killed: InstanceDown and HAProxyServerDown fire, and no other alert', async () => {
  const load = visitors(proxy!.url);
  const startedAt = Date.now();
  const killed = instances[0]!;
  const instance = `127.0.0.1:${new URL(killed.opsUrl).port}`;
  let downMs: number;
  let haproxyMs: number;
  try {
    // Every target scraped, then a quiet fleet for longer than any 1-minute rule's sped-up window.
    await expect
      .poll(async () => (await prometheus!.query('sum(up)'))[0]?.value, { timeout: 15_000 })
      .toBe(4);
    await sleep(60_000 / DRILL_SPEEDUP + 4000);
    expect(await prometheus!.firedWithin(60)).toEqual([]);

    const killedAt = Date.now();
    killed.signal('SIGKILL');
    expect(await killed.exited).toBeNull();
    const firedAfter = async (alertname: string, labels: Record<string, string>) => {
      await expect.poll(() => firing(alertname, labels), { timeout: 30_000 }).toBe(true);
      return Date.now() - killedAt;
    };
    [downMs, haproxyMs] = await Promise.all([
      firedAfter('InstanceDown', { instance }),
      firedAfter('HAProxyServerDown', { server: 'app1' }),
    ]);
    // As long again for the other rules to have their say: the 1-minute ones' sped-up windows
    // and `for:` are over within it (the 10-minute ones', 40 s, are not).
    await sleep(Math.max(downMs, haproxyMs));
  } finally {
    await load.stop();
  }

  const seconds = Math.ceil((Date.now() - startedAt) / 1000);
  expect(await prometheus!.firedWithin(seconds)).toEqual(['HAProxyServerDown', 'InstanceDown']);
  const [ownErrors] = await prometheus!.query(
    'sum(haproxy_frontend_http_responses_total{proxy="site",code="5xx"}) - sum(haproxy_server_http_responses_total{code="5xx"})',
  );
  const figures = `InstanceDown fired ${downMs} ms after the kill, HAProxyServerDown ${haproxyMs} ms; visitors' answers ${JSON.stringify(load.statuses)}; HAProxy's own 5xx ${ownErrors?.value}`;
  test.info().annotations.push({ type: 'alert drill', description: figures });
  console.info(`alert drill: ${figures}`);
});
