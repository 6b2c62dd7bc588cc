import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOut, throttle } from './scrollMotion';

afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at most once per interval and once more after a burst', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('easeInOut', () => {
  it('starts at the start, ends at the end and passes the middle halfway', () => {
    expect(easeInOut(1000, 0, 0)).toBe(1000);
    expect(easeInOut(1000, 0, 0.5)).toBe(500);
    expect(easeInOut(1000, 0, 1)).toBe(0);
    expect(easeInOut(1000, 0, 0.25)).toBeGreaterThan(500);
  });
});
