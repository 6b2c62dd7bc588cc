import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_CYCLE_MS, useCycle } from './useCycle';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('useCycle (the flip badge rhythm)', () => {
  it('goes through three faces once every 10 s', () => {
    expect(RATE_CYCLE_MS).toBe(10_000);
    const { result } = renderHook(() => useCycle(3, RATE_CYCLE_MS, true));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(3333));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(3333));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(3334));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(RATE_CYCLE_MS * 2));
    expect(result.current).toBe(0);
  });

  it('holds its face while not running and goes on from there', () => {
    const { result, rerender } = renderHook(({ running }) => useCycle(3, RATE_CYCLE_MS, running), {
      initialProps: { running: true },
    });
    act(() => vi.advanceTimersByTime(3400));
    expect(result.current).toBe(1);
    rerender({ running: false });
    act(() => vi.advanceTimersByTime(RATE_CYCLE_MS));
    expect(result.current).toBe(1);
    rerender({ running: true });
    act(() => vi.advanceTimersByTime(3334));
    expect(result.current).toBe(2);
  });
});
