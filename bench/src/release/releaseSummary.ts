import { median } from '../stats/median';
import { percentile } from '../stats/percentile';
import type { ChangeTiming } from './propagation';
import type { PublishTiming } from './publishTiming';

/** What the release part measured: three instances of the server on one PostgreSQL. */
export interface ReleaseResult {
  /** The PostgreSQL they shared, e.g. "PostgreSQL 15.14, a throwaway cluster". */
  database: string;
  instances: number;
  propagation: {
    changes: number;
    /** Changes some instance had not served within the timeout (counted as the timeout). */
    missed: number;
    /** The median. */
    p50Ms: number;
    /** Nearest rank: with 40 changes, the slowest. */
    p99Ms: number;
    maxMs: number;
    /** Every change, in order: which instance it went through, and how long it took. */
    timings: ChangeTiming[];
  };
  publish: {
    /** Each publish through the ops API, in order. */
    timings: PublishTiming[];
    medianMs: number;
    maxMs: number;
    /** What one publish sends: the build's files and their bytes. */
    files: number;
    bytes: number;
    /** One publish with the ops CLI, end to end (Node starting included). */
    cliMs: number;
  };
}

/** The figures of the release part from its raw timings. */
export function summariseRelease(
  database: string,
  instances: number,
  changes: readonly ChangeTiming[],
  publishes: readonly PublishTiming[],
  cliMs: number,
): ReleaseResult {
  const changeMs = changes.map((change) => change.ms);
  const publishMs = publishes.map((publish) => publish.ms);
  return {
    database,
    instances,
    propagation: {
      changes: changes.length,
      missed: changes.filter((change) => !change.seen).length,
      p50Ms: median(changeMs),
      p99Ms: percentile(changeMs, 99),
      maxMs: Math.max(...changeMs),
      timings: [...changes],
    },
    publish: {
      timings: [...publishes],
      medianMs: median(publishMs),
      maxMs: Math.max(...publishMs),
      files: publishes[0]?.files ?? 0,
      bytes: publishes[0]?.bytes ?? 0,
      cliMs,
    },
  };
}
