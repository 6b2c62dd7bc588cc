import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countRequests, UNMATCHED_ROUTE } from './httpMetrics';
import { metricsRoute } from './metricsRoute';
import { ServerMetrics } from './serverMetrics';

const TOKEN = 'scrape-token-of-the-tests';

/** The value of the first sample `name` (a histogram's `_count` too) whose labels include `labels`. */
async function sampleOf(
  metrics: ServerMetrics,
  name: string,
  labels: Record<string, string | number> = {},
) {
  for (const metric of await metrics.registry.getMetricsAsJSON())
    for (const value of metric.values) {
      const sampleName = (value as { metricName?: string }).metricName ?? metric.name;
      const has = Object.entries(labels).every(([k, v]) => value.labels[k] === v);
      if (sampleName === name && has) return value.value;
    }
  return undefined;
}

const quietPool = () => ({ total: 1, idle: 1, waiting: 0 });

/** An app counted and scraped as the server's listeners are. */
function countedApp(metrics = new ServerMetrics('pglite', quietPool)) {
  const app = Fastify();
  countRequests(app, metrics, 'site');
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  void app.register(metricsRoute, { metrics, tokens: ['other-token', TOKEN] });
  const scrape = () =>
    app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  return { app, metrics, scrape };
}

describe('metrics', () => {
  it('counts requests by route pattern and status, never by the URL asked for', async () => {
    const { app, metrics, scrape } = countedApp();
    for (const url of [
      '/things/1',
      '/things/2',
      '/things/3',
      '/nowhere/1',
      '/nowhere/2',
      '/broken',
    ])
      await app.inject({ url });
    await app.inject({ url: '/healthz' });
    await scrape();
    const count = (route: string, status: number) =>
      sampleOf(metrics, 'gold_http_request_duration_seconds_count', {
        listener: 'site',
        method: 'GET',
        route,
        status,
      });
    expect(await count('/things/:id', 200)).toBe(3);
    expect(await count(UNMATCHED_ROUTE, 404)).toBe(2);
    expect(await count('/broken', 500)).toBe(1);
    const text = (await scrape()).body;
    expect(text).not.toContain('/things/1');
    expect(text).not.toContain('/nowhere');
    // Neither the load balancer's checks nor the scrapes themselves.
    expect(text).not.toMatch(/route="\/(healthz|metrics)"/);
  });

  it('answers a scrape without a scrape token 401, with none of the figures', async () => {
    const { app } = countedApp();
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const answer = await app.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json().message).toMatch(/METRICS_TOKEN/);
      expect(answer.body).not.toContain('gold_');
    }
  });

  it("serves Prometheus text with the process's own metrics and the pool's use at the scrape", async () => {
    let waiting = 0;
    const { scrape } = countedApp(
      new ServerMetrics('postgres', () => ({ total: 10, idle: 3, waiting })),
    );
    waiting = 4;
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('gold_db_connections{engine="postgres"} 10\n');
    expect(answer.body).toContain('gold_db_idle_connections{engine="postgres"} 3\n');
    expect(answer.body).toContain('gold_db_waiting_queries{engine="postgres"} 4\n');
    expect(answer.body).toMatch(/^process_resident_memory_bytes [1-9]\d*$/m);
    expect(answer.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('counts page views and failures per version and channel, and the guard by remote', async () => {
    const metrics = new ServerMetrics('pglite', quietPool);
    metrics.pageViewed('calculator', '1.1.0', 'canary');
    metrics.pageViewed('calculator', '1.1.0', 'canary');
    metrics.pageViewed('calculator', '1.0.0', 'stable');
    metrics.remoteFailed('calculator', '1.1.0', 'canary', 'render');
    metrics.guardVerdict('calculator', 'green');
    metrics.guardVerdict('calculator', 'red');
    metrics.guardDecision('calculator', 'abort');
    const views = (version: string, channel: string) =>
      sampleOf(metrics, 'gold_page_views_total', { remote: 'calculator', version, channel });
    expect(await views('1.1.0', 'canary')).toBe(2);
    expect(await views('1.0.0', 'stable')).toBe(1);
    expect(await views('1.0.0', 'canary')).toBeUndefined();
    expect(
      await sampleOf(metrics, 'gold_remote_failures_total', { version: '1.1.0', phase: 'render' }),
    ).toBe(1);
    expect(await sampleOf(metrics, 'gold_canary_guard_verdicts_total', { verdict: 'red' })).toBe(1);
    expect(
      await sampleOf(metrics, 'gold_canary_guard_decisions_total', {
        remote: 'calculator',
        decision: 'abort',
      }),
    ).toBe(1);
  });

  it('serves the registry revision, and observes propagation only for a change it saw made', async () => {
    const metrics = new ServerMetrics('pglite', quietPool);
    metrics.registryServed(7, null);
    expect(await sampleOf(metrics, 'gold_registry_revision')).toBe(7);
    expect(await sampleOf(metrics, 'gold_registry_propagation_seconds_count')).toBe(0);
    metrics.registryServed(8, 40);
    metrics.registryServed(9, 1500);
    expect(await sampleOf(metrics, 'gold_registry_revision')).toBe(9);
    expect(await sampleOf(metrics, 'gold_registry_propagation_seconds_count')).toBe(2);
    expect(await sampleOf(metrics, 'gold_registry_propagation_seconds_bucket', { le: 1 })).toBe(1);
    expect(await sampleOf(metrics, 'gold_registry_propagation_seconds_sum')).toBeCloseTo(1.54);
  });

  it('serves gold_ready as the readiness check answers at each scrape', async () => {
    let ready = true;
    const { metrics, scrape } = countedApp();
    metrics.reportReadiness(async () => ({ ready }));
    expect((await scrape()).body).toMatch(/^gold_ready 1$/m);
    ready = false;
    expect((await scrape()).body).toMatch(/^gold_ready 0$/m);
  });

  it('counts database statements by engine, with how long each took', async () => {
    const metrics = new ServerMetrics('postgres', quietPool);
    metrics.queryDone(0.002);
    metrics.queryDone(0.004);
    metrics.queryDone(3);
    const query = (name: string, labels: Record<string, string | number> = {}) =>
      sampleOf(metrics, `gold_db_query_duration_seconds${name}`, { engine: 'postgres', ...labels });
    expect(await query('_count')).toBe(3);
    expect(await query('_bucket', { le: 1 })).toBe(2);
    expect(await query('_bucket', { le: 5 })).toBe(3);
    expect(await query('_sum')).toBeCloseTo(3.006);
  });
});
