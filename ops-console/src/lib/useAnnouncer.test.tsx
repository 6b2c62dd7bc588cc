import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnnouncer } from './useAnnouncer';

describe('useAnnouncer', () => {
  it('keeps a message about a remote while that remote is as it was told, and drops it once it changes', () => {
    let revision = 5;
    const { result, rerender } = renderHook(() => useAnnouncer(() => revision));
    act(() =>
      result.current.announce('calculator: canary 1.1.0 started at 50 %', 'status', {
        remote: 'calculator',
        revision: 5,
      }),
    );
    expect(result.current.announcement?.text).toBe('calculator: canary 1.1.0 started at 50 %');
    // The guard ended the canary: the registry moved on without this console.
    revision = 6;
    rerender();
    expect(result.current.announcement).toBeUndefined();
  });

  it('keeps a message about nothing in particular (a refusal) until the next one', () => {
    const { result, rerender } = renderHook(() => useAnnouncer(() => 9));
    act(() => result.current.announce('calculator: refused', 'alert'));
    rerender();
    expect(result.current.announcement).toEqual({ text: 'calculator: refused', tone: 'alert' });
  });
});
