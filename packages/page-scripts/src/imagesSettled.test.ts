// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { whenImagesSettle } from './imagesSettled';

/** Images fetching `urls`, as a caller hands them over. */
const fetching = (...urls: string[]) => urls.map((url) => Object.assign(new Image(), { src: url }));

let settled: Mock<() => void>;

beforeEach(() => {
  vi.useFakeTimers();
  settled = vi.fn<() => void>();
});

afterEach(() => vi.useRealTimers());

describe("whenImagesSettle, the landing cover's rule", () => {
  it('settles once every image has loaded, not before', () => {
    const [a, b] = fetching('/a.svg', '/b.svg');
    whenImagesSettle([a!, b!], 5000, settled);
    a?.dispatchEvent(new Event('load'));
    expect(settled).not.toHaveBeenCalled();
    b?.dispatchEvent(new Event('load'));
    expect(settled).toHaveBeenCalledOnce();
  });

  it('settles as soon as any image fails', () => {
    const images = fetching('/a.svg', '/b.svg');
    whenImagesSettle(images, 5000, settled);
    images[1]?.dispatchEvent(new Event('error'));
    expect(settled).toHaveBeenCalledOnce();
  });

  it('settles after the longest wait when an image stalls, and never without one', () => {
    whenImagesSettle(fetching('/a.svg'), 5000, settled);
    vi.advanceTimersByTime(4999);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledOnce();
    const unbounded = vi.fn<() => void>();
    whenImagesSettle(fetching('/b.svg'), undefined, unbounded);
    vi.advanceTimersByTime(60_000);
    expect(unbounded).not.toHaveBeenCalled();
  });

  it('settles at once with no image to wait for', () => {
    whenImagesSettle([], 5000, settled);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('stops waiting when told: no later load, failure or timeout settles', () => {
    const images = fetching('/a.svg', '/b.svg');
    const stop = whenImagesSettle(images, 5000, settled);
    stop();
    images[0]?.dispatchEvent(new Event('load'));
    images[1]?.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(5000);
    expect(settled).not.toHaveBeenCalled();
  });
});
