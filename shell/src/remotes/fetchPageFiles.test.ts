import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageFiles } from './fetchPageFiles';

afterEach(() => vi.restoreAllMocks());

const absolute = (path: string) => `${window.location.origin}${path}`;

describe('fetchPageFiles', () => {
  it('downloads every file the page view has not downloaded yet, reading each to its end', async () => {
    const read = vi.fn(async () => new ArrayBuffer(0));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue({ arrayBuffer: read } as unknown as Response);
    const loaded = absolute('/shell/zod.js');
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
      name === loaded ? [{ name } as PerformanceEntry] : [],
    );

    fetchPageFiles(['/remotes/calculator/1.0.0/page.js', '/shell/zod.js']);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    expect(fetchSpy.mock.calls).toEqual([[absolute('/remotes/calculator/1.0.0/page.js')]]);
  });

  it('stays silent when a download fails: the script tag reports it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);

    fetchPageFiles(['/remotes/content/1.0.0/a.js']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
