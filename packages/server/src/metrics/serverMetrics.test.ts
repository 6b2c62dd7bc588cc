import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { countRequests, UNMATCHED_ROUTE } from './httpMetrics';
import { metricsRoute } from './metricsRoute';
import { ServerMetrics } from './serverMetrics';
import { sampleOf } from '../testing/prometheusText';

const TOKEN = 'scrape-token-of-the-tests';

/** An app counted and scraped as the server's listeners are. */
function countedApp(
  metrics = new ServerMetrics('pglite', () => ({ total: 1, idle: 1, waiting: 0 })),
) {
  const app = Fastify();
  countRequests(app, metrics, 'site');
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  void app.register(metricsRoute, { metrics, tokens: [TOKEN] });
  const scrape = async () => {
    const answer = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  return { app, metrics, scrape };
}

describe('metrics', () => {
  it('counts requests by route pattern and status, never by the URL asked for', async () => {
    const { app, scrape } = countedApp();
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
    const text = await scrape();
    const count = (route: string, status: string) =>
      sampleOf(text, 'gold_http_request_duration_seconds_count', {
        listener: 'site',
        route,
        status,
      });
    expect(count('/things/:id', '200')).toBe(3);
    expect(count(UNMATCHED_ROUTE, '404')).toBe(2);
    expect(count('/broken', '500')).toBe(1);
    expect(text).not.toContain('/things/1');
    expect(text).not.toContain('/nowhere');
    // Neither the load balancer's checks nor the scrapes themselves.
    expect(text).not.toMatch(/route="\/(healthz|metrics)"/);
  });

  it('answers a scrape without the token 401 and tells nothing', async () => {
    const { app } = countedApp();
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const answer = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.body).not.toContain('gold_');
    }
  });

  it("serves Prometheus text with the process's own metrics and the pool's use", async () => {
    let waiting = 0;
    const metrics = new ServerMetrics('postgres', () => ({ total: 10, idle: 3, waiting }));
    const { app, scrape } = countedApp(metrics);
    const answer = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    waiting = 4;
    const text = await scrape();
    expect(sampleOf(text, 'gold_db_connections', { engine: 'postgres' })).toBe(10);
    expect(sampleOf(text, 'gold_db_idle_connections', { engine: 'postgres' })).toBe(3);
    expect(sampleOf(text, 'gold_db_waiting_queries', { engine: 'postgres' })).toBe(4);
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    await app.close();
  });

  it('counts page views and failures per version and channel, and the guard by remote', async () => {
    const { metrics, scrape } = countedApp();
    metrics.pageViewed('calculator', '1.1.0', 'canary');
    metrics.pageViewed('calculator', '1.1.0', 'canary');
    metrics.pageViewed('calculator', '1.0.0', 'stable');
    metrics.remoteFailed('calculator', '1.1.0', 'canary', 'render');
    metrics.guardVerdict('calculator', 'red');
    metrics.guardDecision('calculator', 'abort');
    const text = await scrape();
    expect(sampleOf(text, 'gold_page_views_total', { version: '1.1.0', channel: 'canary' })).toBe(
      2,
    );
    expect(sampleOf(text, 'gold_page_views_total', { version: '1.0.0', channel: 'stable' })).toBe(
      1,
    );
    expect(
      sampleOf(text, 'gold_remote_failures_total', { version: '1.1.0', phase: 'render' }),
    ).toBe(1);
    expect(sampleOf(text, 'gold_canary_guard_verdicts_total', { verdict: 'red' })).toBe(1);
    expect(
      sampleOf(text, 'gold_canary_guard_decisions_total', {
        remote: 'calculator',
        decision: 'abort',
      }),
    ).toBe(1);
  });

  it('serves the registry revision and observes propagation only for a change seen', async () => {
    const { metrics, scrape } = countedApp();
    metrics.registryServed(7, null);
    expect(sampleOf(await scrape(), 'gold_registry_revision')).toBe(7);
    expect(sampleOf(await scrape(), 'gold_registry_propagation_seconds_count')).toBe(0);
    metrics.registryServed(8, 40);
    metrics.registryServed(9, 1500);
    const text = await scrape();
    expect(sampleOf(text, 'gold_registry_revision')).toBe(9);
    expect(sampleOf(text, 'gold_registry_propagation_seconds_count')).toBe(2);
    expect(sampleOf(text, 'gold_registry_propagation_seconds_bucket', { le: '1' })).toBe(1);
    expect(sampleOf(text, 'gold_registry_propagation_seconds_sum')).toBeCloseTo(1.54);
  });
});
