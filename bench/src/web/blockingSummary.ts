import { median } from '../stats/median';

/** A task the page's main thread ran, as its `longtask` entry says: start and length, in ms. */
export interface LongTask {
  startMs: number;
  durationMs: number;
}

/** One load's blocking, as Chromium itself saw it on the slow phone (blockingRun.ts). */
export interface BlockingRun {
  /** Every task's time over 50 ms, from the first contentful paint on (TBT's rule). */
  blockingMs: number;
  /** The longest task from the first contentful paint on; 0 where none was over 50 ms. */
  longestMs: number;
}

/** The blocking of one load: its long tasks after the first contentful paint, by TBT's rule. */
export function blockingAfterPaint(tasks: readonly LongTask[], paintMs: number): BlockingRun {
  const after = tasks.filter((task) => task.startMs >= paintMs);
  return {
    blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0),
    longestMs: Math.max(0, ...after.map((task) => task.durationMs)),
  };
}

/** A route's blocking runs in one build: medians, and the highest run. */
export interface BlockingSummary {
  blockingMs: number;
  worstBlockingMs: number;
  longestMs: number;
}

/** The medians and the worst of a page's blocking runs; null when none was measured. */
export function summariseBlocking(runs: readonly BlockingRun[]): BlockingSummary | null {
  if (runs.length === 0) return null;
  const blocking = runs.map((run) => run.blockingMs);
  return {
    blockingMs: median(blocking),
    worstBlockingMs: Math.max(...blocking),
    longestMs: median(runs.map((run) => run.longestMs)),
  };
}
