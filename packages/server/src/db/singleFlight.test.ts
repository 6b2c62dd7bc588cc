import { describe, expect, it } from 'vitest';
import { singleFlight } from './singleFlight';

describe('singleFlight', () => {
  it('lets calls made during a read share it, and reads again after it settles', async () => {
    let reads = 0;
    const read = singleFlight(async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return reads;
    });
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('does not keep a failure: the next call reads again', async () => {
    let reads = 0;
    const read = singleFlight(async () => {
      reads += 1;
      if (reads === 1) throw new Error('database restarting');
      return 'rate';
    });
    await expect(read()).rejects.toThrow('database restarting');
    expect(await read()).toBe('rate');
  });
});
