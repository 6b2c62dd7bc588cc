import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './scheduling';

const settledWithin = async (promise: Promise<void>, ms: number) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves at once where the page has already shown content', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { name: 'first-contentful-paint' } as PerformanceEntry,
    ]);
    expect(await settledWithin(afterFirstContentfulPaint(), 0)).toBe(true);
  });

  it('does not wait past half a second for a paint that is not reported (a tab in the background)', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const shown = afterFirstContentfulPaint();
    expect(await settledWithin(shown, 400)).toBe(false);
    expect(await settledWithin(shown, 100)).toBe(true);
  });
});
