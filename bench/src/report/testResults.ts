import type { ApiResult } from '../api/apiBench';
import type { ReleaseResult } from '../release/releaseSummary';
import type { PageRun } from '../web/medianFacts';
import type {
  CapacityMemory,
  CapacityResult,
  CapacityRun,
  CapacityServer,
} from '../capacity/capacitySummary';
import { summarisePageLoads, type NavigationRun } from '../web/navigationSummary';
import { summariseBlocking } from '../web/blockingSummary';
import { summariseFonts } from '../web/fontSummary';
import { summariseTaps, type TapRun } from '../web/tapSummary';
import type { PageResult, Variant } from '../web/webBench';
import type { BenchResults } from './benchResults';

// Fixtures for the report's unit tests (not used by the bench itself).

export function pageRun(overrides: Partial<PageRun> = {}): PageRun {
  return {
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1700,
    observedLcpMs: 900,
    fcpMs: 1200,
    tbtMs: 40,
    cls: 0.01,
    requests: 14,
    requestsBeforeLcp: 10,
    serialLevels: 3,
    jsTransferBytes: 480 * 1024,
    jsGzipBytes: 150 * 1024,
    criticalChainLength: 3,
    benchmarkIndex: 1400,
    ...overrides,
  };
}

export function page(
  route: string,
  variant: Variant,
  overrides: Partial<PageRun> = {},
  navigationOverrides: Partial<NavigationRun> = {},
  taps: TapRun[] = [{ tapMs: 55, taps: 2, answeredLive: false, liveMs: null }],
): PageResult {
  const run = pageRun(overrides);
  const navigation = {
    levels: 1,
    shownMs: 480,
    workingMs: 620,
    scripts: 4,
    ...navigationOverrides,
  };
  // Only the federated build has static pages to leave as a page load.
  const pageLoads = variant === 'federated' ? [{ shownMs: 700, workingMs: 900 }] : [];
  const blockings = [{ blockingMs: 12, longestMs: 62 }];
  // Fonts are measured on the federated build alone; an English page loads none.
  const fontLoads = variant === 'federated' ? [{ fonts: [], paintMs: 640 }] : [];
  return {
    route,
    variant,
    runs: [run],
    median: run,
    failures: [],
    navigations: [navigation],
    navigation,
    pageLoads,
    pageLoad: summarisePageLoads(pageLoads),
    taps,
    tap: summariseTaps(taps),
    blockings,
    blocking: summariseBlocking(blockings),
    fontLoads,
    fonts: summariseFonts(fontLoads),
  };
}

export function benchResults(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: '2025-06-01T10:00:00.000Z',
    finishedAt: '2025-06-01T10:30:00.000Z',
    environment: {
      node: 'v20.20.2',
      cpus: 2,
      cpuModel: 'Test CPU',
      loadAverage: [1.5, 1.2, 1],
      lighthouse: '12.8.2',
      chromium: 'Chromium 140',
      commit: 'abc1234',
    },
    settings: {
      runs: 1,
      routes: ['/website/home'],
      parts: ['build', 'web', 'api'],
      apiSeconds: 10,
      connections: 50,
      capacitySeconds: 20,
    },
    ...overrides,
    failures: overrides.failures ?? [],
  };
}

export function apiResult(name: string, overrides: Partial<ApiResult> = {}): ApiResult {
  return {
    name,
    path: name === 'bare' ? '/bare' : `/api/${name}`,
    requestsPerSecond: 5000,
    p50Ms: 8,
    p99Ms: 20,
    requests: 50_000,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { '200': 50_000 },
    ratioToBare: 1,
    serverCpuMicrosPerRequest: 40,
    cpuRatioToBare: 1,
    ...overrides,
  };
}

export function releaseResult(
  propagation: Partial<ReleaseResult['propagation']> = {},
  publish: Partial<ReleaseResult['publish']> = {},
): ReleaseResult {
  return {
    database: 'PostgreSQL 15.14, a throwaway cluster',
    instances: 3,
    propagation: {
      changes: 40,
      missed: 0,
      p50Ms: 42.4,
      p99Ms: 310.6,
      maxMs: 310.6,
      timings: [],
      ...propagation,
    },
    publish: {
      timings: Array.from({ length: 5 }, (_, i) => ({
        version: `9.0.${i + 1}-bench`,
        ms: 400,
        files: 12,
        bytes: 786_432,
      })),
      medianMs: 412.3,
      maxMs: 980.2,
      files: 12,
      bytes: 786_432,
      cliMs: 1530.8,
      ...publish,
    },
  };
}

/** One round of the capacity part: each server's requests per second and p99 for both targets. */
export function capacityResult(
  rounds: Record<CapacityServer, [rps: number, p99Ms: number]>[],
  memory: Partial<CapacityMemory> = {},
): CapacityResult {
  const runs = rounds.flatMap((servers, index) =>
    (['page HTML', 'hashed file'] as const).flatMap((target) =>
      (Object.entries(servers) as [CapacityServer, [number, number]][]).map(
        ([server, [rps, p99]]): CapacityRun => ({
          target,
          path: target === 'page HTML' ? '/website/home' : '/remotes/home/1.0.0/1.0123456789.js',
          server,
          round: index + 1,
          requestsPerSecond: rps,
          p50Ms: p99 / 2,
          p99Ms: p99,
          requests: rps * 20,
          non2xx: 0,
          errors: 0,
          timeouts: 0,
          statusCodes: { '200': rps * 20 },
          bytesPerAnswer: 20_000,
        }),
      ),
    ),
  );
  return {
    connections: 20,
    seconds: 20,
    runs,
    memory: {
      idleBytes: 200 * 2 ** 20,
      peakBytes: 300 * 2 ** 20,
      afterBytes: 220 * 2 ** 20,
      ...memory,
    },
  };
}
