import { describe, expect, it } from 'vitest';
import { blockingAfterPaint, summariseBlocking } from './blockingSummary';

describe('blockingAfterPaint', () => {
  it("counts each task's time over 50 ms from the first paint on, as TBT does", () => {
    const tasks = [
      { startMs: 100, durationMs: 300 },
      { startMs: 500, durationMs: 80 },
      { startMs: 700, durationMs: 51 },
      { startMs: 900, durationMs: 120 },
    ];
    expect(blockingAfterPaint(tasks, 400)).toEqual({ blockingMs: 30 + 1 + 70, longestMs: 120 });
    expect(blockingAfterPaint(tasks, 1000)).toEqual({ blockingMs: 0, longestMs: 0 });
  });
});

describe('summariseBlocking', () => {
  it('gives the medians and the highest run, or nothing without runs', () => {
    const runs = [
      { blockingMs: 10, longestMs: 60 },
      { blockingMs: 90, longestMs: 140 },
      { blockingMs: 30, longestMs: 80 },
    ];
    expect(summariseBlocking(runs)).toEqual({ blockingMs: 30, worstBlockingMs: 90, longestMs: 80 });
    expect(summariseBlocking([])).toBeNull();
  });
});
