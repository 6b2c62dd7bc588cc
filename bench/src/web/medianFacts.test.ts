import { describe, expect, it } from 'vitest';
import { medianFacts, type PageRun } from './medianFacts';

function run(performance: number, lcpMs: number, jsGzipBytes: number): PageRun {
  return {
    performance,
    accessibility: 100,
    bestPractices: 96,
    seo: 100,
    lcpMs,
    observedLcpMs: lcpMs / 2,
    fcpMs: 900,
    tbtMs: 20,
    cls: 0,
    requests: 12,
    requestsBeforeLcp: 9,
    serialLevels: 3,
    jsTransferBytes: 500_000,
    jsGzipBytes,
    criticalChainLength: null,
    benchmarkIndex: 1500,
  };
}

describe('median of runs', () => {
  it('takes each figure on its own, so one slow run moves nothing', () => {
    const summary = medianFacts([
      run(97, 1700, 150_000),
      run(62, 4100, 150_000),
      run(96, 1800, 151_000),
    ]);
    expect(summary).toMatchObject({
      performance: 96,
      lcpMs: 1800,
      observedLcpMs: 900,
      jsGzipBytes: 150_000,
      criticalChainLength: null,
    });
  });

  it('refuses to summarise no runs', () => {
    expect(() => medianFacts([])).toThrow('no runs');
  });
});
