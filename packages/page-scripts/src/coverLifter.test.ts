// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVER_IMAGES_ATTRIBUTE, COVER_MAX_WAIT_ATTRIBUTE } from '@gold/build-output';
import { COVER_LIFTER } from './index';

/** The images the lifter made, by address, to load or fail as the network would. */
let images: Map<string, HTMLImageElement>;

/** Puts a cover waiting for `urls` in the page, as the server sends it, and runs the lifter. */
function load(urls: string[], maxWaitMs?: number): HTMLElement {
  const wait = maxWaitMs === undefined ? '' : ` ${COVER_MAX_WAIT_ATTRIBUTE}="${maxWaitMs}"`;
  document.body.innerHTML = `<main><a href="/website/FAQs">FAQs</a></main><div role="status" ${COVER_IMAGES_ATTRIBUTE}="${urls.join(' ')}"${wait}></div>`;
  new Function(COVER_LIFTER.code)();
  const cover = document.querySelector<HTMLElement>('[role="status"]');
  if (!cover) throw new Error('no cover');
  return cover;
}

/** Ends the fetch of `url` as `outcome`. */
function settle(url: string, outcome: 'load' | 'error') {
  const image = images.get(url);
  if (!image) throw new Error(`${url} was not fetched`);
  image.dispatchEvent(new Event(outcome));
}

beforeEach(() => {
  vi.useFakeTimers();
  images = new Map();
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    url: string,
  ) {
    images.set(url, this);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the cover lifter', () => {
  it('fetches every image and hides the cover only once all have loaded', () => {
    const cover = load(['/a.svg', '/b.svg'], 5000);
    expect([...images.keys()]).toEqual(['/a.svg', '/b.svg']);
    settle('/a.svg', 'load');
    expect(cover.hidden).toBe(false);
    settle('/b.svg', 'load');
    expect(cover.hidden).toBe(true);
  });

  it('hides the cover as soon as any image fails, without waiting for the others', () => {
    const cover = load(['/a.svg', '/b.svg'], 5000);
    settle('/b.svg', 'error');
    expect(cover.hidden).toBe(true);
  });

  it('hides the cover after its longest wait when an image stalls, not before', () => {
    const cover = load(['/a.svg', '/b.svg'], 5000);
    settle('/a.svg', 'load');
    vi.advanceTimersByTime(4999);
    expect(cover.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(cover.hidden).toBe(true);
  });

  it('keeps a cover without a longest wait until its images settle', () => {
    const cover = load(['/a.svg']);
    vi.advanceTimersByTime(60_000);
    expect(cover.hidden).toBe(false);
    settle('/a.svg', 'load');
    expect(cover.hidden).toBe(true);
  });

  it('hides a cover that waits for no image at once, and leaves the page under it alone', () => {
    const cover = load([], 5000);
    expect(cover.hidden).toBe(true);
    expect(document.querySelector('main')?.outerHTML).toBe(
      '<main><a href="/website/FAQs">FAQs</a></main>',
    );
  });
});
