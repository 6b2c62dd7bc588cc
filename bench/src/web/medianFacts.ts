import { median } from '../stats/median';
import type { RunFacts } from './runFacts';

/** One run's figures with the gzip size of its scripts, measured by the bench. */
export interface PageRun extends RunFacts {
  /** Gzip (level 6) of every script body of the load, summed. */
  jsGzipBytes: number;
}

type NumericFigure = { [K in keyof PageRun]: PageRun[K] extends number ? K : never }[keyof PageRun];

// Every numeric figure, checked by the type: a new figure of PageRun must be added here.
const figureSet = {
  performance: true,
  accessibility: true,
  bestPractices: true,
  seo: true,
  lcpMs: true,
  observedLcpMs: true,
  fcpMs: true,
  tbtMs: true,
  cls: true,
  requests: true,
  requestsBeforeLcp: true,
  serialLevels: true,
  jsTransferBytes: true,
  jsGzipBytes: true,
  benchmarkIndex: true,
} satisfies Record<NumericFigure, true>;
const numericFigures = Object.keys(figureSet) as NumericFigure[];

/** The median of each figure over the runs, taken figure by figure. */
export function medianFacts(runs: readonly PageRun[]): PageRun {
  if (runs.length === 0) throw new Error('no runs to summarise');
  const chains = runs.map((run) => run.criticalChainLength).filter((length) => length !== null);
  const medians = Object.fromEntries(
    numericFigures.map((figure) => [figure, median(runs.map((run) => run[figure]))]),
  ) as Record<NumericFigure, number>;
  return { ...medians, criticalChainLength: chains.length > 0 ? median(chains) : null };
}
