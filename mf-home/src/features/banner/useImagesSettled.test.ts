import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_MAX_WAIT_MS, useImagesSettled } from './useImagesSettled';
import { stubImages, type StubImage } from '../../testing/stubImages';

const urls = ['/a.svg', '/b.svg', '/c.svg'];
let images: StubImage[];

beforeEach(() => {
  vi.useFakeTimers();
  images = stubImages();
});

describe('useImagesSettled', () => {
  it('fetches every image, the first with high priority', () => {
    renderHook(() => useImagesSettled(urls));
    expect(images.map((image) => image.src)).toEqual(urls);
    expect(images.map((image) => image.fetchPriority)).toEqual(['high', 'auto', 'auto']);
  });

  it('is ready once every image has loaded', () => {
    const { result } = renderHook(() => useImagesSettled(urls));
    act(() => {
      images[0]?.onload?.();
      images[1]?.onload?.();
    });
    expect(result.current).toBe(false);
    act(() => images[2]?.onload?.());
    expect(result.current).toBe(true);
  });

  it('is ready as soon as any image fails', () => {
    const { result } = renderHook(() => useImagesSettled(urls));
    act(() => images[1]?.onerror?.());
    expect(result.current).toBe(true);
  });

  it('gives up waiting for a stalled image after the maximum wait', () => {
    const { result } = renderHook(() => useImagesSettled(urls));
    act(() => vi.advanceTimersByTime(IMAGES_MAX_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
