import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './useCarousel';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('useCarousel', () => {
  it('moves on every 3000 ms while autoplay is on, looping after the last slide', () => {
    const { result } = renderHook(() => useCarousel(4, true));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    for (let n = 0; n < 3; n++) act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
    expect(result.current).toMatchObject({ previous: 3, direction: 1 });
  });

  it('stands still while autoplay is off and resumes with a full interval', () => {
    const { result, rerender } = renderHook(({ autoplay }) => useCarousel(4, autoplay), {
      initialProps: { autoplay: false },
    });
    for (let n = 0; n < 3; n++) act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
    rerender({ autoplay: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it('steps back and forth by hand, looping at both ends, and restarts the autoplay interval', () => {
    const { result } = renderHook(() => useCarousel(4, true));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.step(-1));
    expect(result.current).toMatchObject({ index: 3, previous: 0, direction: -1 });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ index: 0, previous: 3, direction: 1 });
  });

  it('shows a chosen slide, moving in its direction, and ignores choosing the one shown', () => {
    const { result } = renderHook(() => useCarousel(4, false));
    act(() => result.current.show(2));
    expect(result.current).toMatchObject({ index: 2, previous: 0, direction: 1 });
    act(() => result.current.show(1));
    expect(result.current).toMatchObject({ index: 1, previous: 2, direction: -1 });
    const before = result.current;
    act(() => result.current.show(1));
    expect(result.current.previous).toBe(before.previous);
  });
});
