import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

describe('onDemand', () => {
  it('downloads once, however many ask at the same time or later', async () => {
    const download = vi.fn(() => Promise.resolve('dialog'));
    const part = onDemand(download);
    expect(part.current()).toBeUndefined();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect([first, second, await part.load()]).toEqual(['dialog', 'dialog', 'dialog']);
    expect(part.current()).toBe('dialog');
    expect(download).toHaveBeenCalledOnce();
  });

  it('forgets a failed download, so the next need downloads again', async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk 455 failed'))
      .mockResolvedValueOnce('dialog');
    const part = onDemand(download);
    await expect(part.load()).rejects.toThrow('Loading chunk 455 failed');
    expect(part.current()).toBeUndefined();
    await expect(part.load()).resolves.toBe('dialog');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
