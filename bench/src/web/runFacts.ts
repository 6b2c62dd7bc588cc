import type { Result } from 'lighthouse';
import { networkRecordsFrom, type DevtoolsEvent } from './networkRecords';
import { chainBefore } from './serialLevels';

/** The figures the bench keeps from one Lighthouse run of one page. */
export interface RunFacts {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's metrics (simulated mobile throttling), in ms; CLS unitless. */
  lcpMs: number;
  /** The LCP Chromium observed in the unthrottled load (`observedLargestContentfulPaint`), in ms. */
  observedLcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every request of the load, as Lighthouse recorded it. */
  requests: number;
  /** Requests started before the observed LCP, the document included. */
  requestsBeforeLcp: number;
  /** Serial request levels after the HTML before the observed LCP (see serialLevels.ts). */
  serialLevels: number;
  /** Bytes of every script as transferred (what the server sent on the wire). */
  jsTransferBytes: number;
  /** Lighthouse's own longest critical request chain (it leaves out fetches and lazy chunks). */
  criticalChainLength: number | null;
  /** Lighthouse's CPU benchmark of the machine during the run: lower means slower or busier. */
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function metric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined)
    throw new Error(`Lighthouse measured no ${audit} on ${lhr.finalDisplayedUrl}`);
  return value;
}

function itemsOf<T>(lhr: Result, audit: string): T[] {
  const details = lhr.audits[audit]?.details as { items?: T[] } | undefined;
  return details?.items ?? [];
}

/** The figures of one run, and the URLs of its scripts (the bench gzips them itself). */
export function factsOfRun(
  lhr: Result,
  devtoolsLog: readonly DevtoolsEvent[],
): RunFacts & { scriptUrls: string[] } {
  const network = itemsOf<NetworkItem>(lhr, 'network-requests');
  const scripts = network.filter((item) => item.resourceType === 'Script');
  const observed = itemsOf<{
    observedLargestContentfulPaint?: number;
    observedLargestContentfulPaintTs?: number;
  }>(lhr, 'metrics')[0];
  const observedLcpMs = observed?.observedLargestContentfulPaint;
  if (observedLcpMs === undefined)
    throw new Error(`Lighthouse observed no largest contentful paint on ${lhr.finalDisplayedUrl}`);
  const lcpTs = observed?.observedLargestContentfulPaintTs ?? Number.POSITIVE_INFINITY;
  const chain = chainBefore(networkRecordsFrom(devtoolsLog), lcpTs);
  const chains = lhr.audits['critical-request-chains']?.details as
    { longestChain?: { length: number } } | undefined;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    observedLcpMs,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    requests: network.length,
    requestsBeforeLcp: chain.requests,
    serialLevels: chain.levels,
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    criticalChainLength: chains?.longestChain?.length ?? null,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptUrls: scripts.map((item) => item.url),
  };
}
