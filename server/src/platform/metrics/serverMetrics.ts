import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../database';

/** What the guard did about a canary: ended it, moved its ramp on, or made it stable. */
export type GuardDecision = 'abort' | 'ramp' | 'promote';

/** Seconds: from a millisecond cache hit to a page at its slowest acceptable. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Seconds: a notification arrives in milliseconds; the revision check within a second or 30. */
const PROPAGATION_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

/**
 * Seconds: a statement takes milliseconds; one on a hung database fails at its timeouts (2 s for
 * a connection, 3 s for an answer by default). The slow-queries alert counts those over 1 s.
 */
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

let processRegistry: Registry | undefined;

/**
 * prom-client's metrics of the process (memory, CPU, descriptors, event loop, GC), made once per
 * process: each set watches the event loop and the collector for as long as the process runs.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Everything this instance tells Prometheus (see docs/metrics.md), in a registry of its own (not
 * prom-client's global one, so that each app a test builds counts apart). Labels are bounded: a
 * route is its pattern, never the URL asked for; versions are those the registry serves.
 */
export class ServerMetrics {
  /** This app's own metrics (the process's are added at each scrape). */
  readonly registry = new Registry();
  /** What a scrape reads: this app's metrics and the process's (merged at the first scrape). */
  private scrapedRegistry: Registry | undefined;

  private readonly requests = new Histogram({
    name: 'gold_http_request_duration_seconds',
    help: 'Requests answered, by listener, method, route pattern and status, and how long each took (its _count is the number of requests)',
    labelNames: ['listener', 'method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly pageViews = new Counter({
    name: 'gold_page_views_total',
    help: 'Page views served, per remote version the page view counted and the channel that version was served on (stable, canary, override for previews)',
    labelNames: ['remote', 'version', 'channel'] as const,
    registers: [this.registry],
  });

  private readonly failures = new Counter({
    name: 'gold_remote_failures_total',
    help: "Failures of a remote version in visitors' browsers that were counted (one per page view and version), by channel and phase (load, render, runtime)",
    labelNames: ['remote', 'version', 'channel', 'phase'] as const,
    registers: [this.registry],
  });

  private readonly verdicts = new Counter({
    name: 'gold_canary_guard_verdicts_total',
    help: "The canary guard's verdicts on the running canaries, one per canary per look (waiting, green, red)",
    labelNames: ['remote', 'verdict'] as const,
    registers: [this.registry],
  });

  private readonly decisions = new Counter({
    name: 'gold_canary_guard_decisions_total',
    help: 'Changes the canary guard made from this instance: abort (ended a canary), ramp (moved a ramp on), promote (made a ramped canary stable)',
    labelNames: ['remote', 'decision'] as const,
    registers: [this.registry],
  });

  private readonly guardErrors = new Counter({
    name: 'gold_canary_guard_errors_total',
    help: 'Looks of the canary guard that failed (the database did not answer, for one)',
    registers: [this.registry],
  });

  private readonly revision = new Gauge({
    name: 'gold_registry_revision',
    help: 'The registry revision this instance serves (every release change raises it)',
    registers: [this.registry],
  });

  private readonly propagation = new Histogram({
    name: 'gold_registry_propagation_seconds',
    help: 'From a registry change (its transaction) to this instance serving it',
    buckets: PROPAGATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly queries = new Histogram({
    name: 'gold_db_query_duration_seconds',
    help: 'Database statements, from the call to their answer or failure (a wait for a connection of the pool included)',
    labelNames: ['engine'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  /** @param pool the database's connections, read at each scrape. */
  constructor(
    private readonly engine: string,
    pool: () => PoolUse,
  ) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['engine'] as const,
        registers: [this.registry],
        collect() {
          this.set({ engine }, read(pool()));
        },
      });
    poolGauge('gold_db_connections', 'Connections the database pool holds', (use) => use.total);
    poolGauge(
      'gold_db_idle_connections',
      'Connections of the pool that are not in use',
      (use) => use.idle,
    );
    poolGauge(
      'gold_db_waiting_queries',
      'Queries waiting for a connection of the pool',
      (use) => use.waiting,
    );
  }

  /**
   * Serves `gold_ready` from now on: 1 while `check` (the readiness check /readyz answers from)
   * says this instance should get visitors, else 0; asked at each scrape, so the gauge needs no
   * load balancer asking /readyz to be current.
   */
  reportReadiness(check: () => Promise<{ ready: boolean }>): void {
    this.registry.registerMetric(
      new Gauge({
        name: 'gold_ready',
        help: 'Whether this instance should get visitors (1) or not (0), as GET /readyz answers (200 or 503)',
        registers: [],
        async collect() {
          this.set((await check()).ready ? 1 : 0);
        },
      }),
    );
  }

  /** One answer of a listener (`route` is the pattern it matched). */
  requestAnswered(
    listener: string,
    method: string,
    route: string,
    status: number,
    seconds: number,
  ): void {
    this.requests.observe({ listener, method, route, status }, seconds);
  }

  pageViewed(remote: string, version: string, channel: string): void {
    this.pageViews.inc({ remote, version, channel });
  }

  remoteFailed(remote: string, version: string, channel: string, phase: string): void {
    this.failures.inc({ remote, version, channel, phase });
  }

  guardVerdict(remote: string, verdict: string): void {
    this.verdicts.inc({ remote, verdict });
  }

  guardDecision(remote: string, decision: GuardDecision): void {
    this.decisions.inc({ remote, decision });
  }

  guardFailed(): void {
    this.guardErrors.inc();
  }

  /** This instance serves `revision` from now on, `propagationMs` after it was made (if known). */
  registryServed(revision: number, propagationMs: number | null): void {
    this.revision.set(revision);
    if (propagationMs !== null) this.propagation.observe(Math.max(0, propagationMs) / 1000);
  }

  /** One database statement answered or failed, `seconds` after it was called. */
  queryDone(seconds: number): void {
    this.queries.observe({ engine: this.engine }, seconds);
  }

  /** The Prometheus text of every metric, the process's included. */
  text(): Promise<string> {
    return this.scraped().metrics();
  }

  get contentType(): string {
    return this.scraped().contentType;
  }

  /** Merged once, when the app has made every metric (reportReadiness's among them). */
  private scraped(): Registry {
    this.scrapedRegistry ??= Registry.merge([processMetrics(), this.registry]);
    return this.scrapedRegistry;
  }
}
