import { describe, expect, it } from 'vitest';
import { groupCommit } from './groupCommit';

/** A writer whose writes finish only when the test says so. */
function heldWriter(failOn?: string) {
  const writes: string[][] = [];
  const stored: string[] = [];
  let finish: () => void = () => {};
  const writeMany = (items: string[]) => {
    writes.push(items);
    return new Promise<void>((resolve, reject) => {
      finish = () => {
        if (failOn && items.includes(failOn)) return reject(new Error(`cannot store ${failOn}`));
        stored.push(...items);
        resolve();
      };
    });
  };
  return { writes, stored, writeMany, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('groupCommit', () => {
  it('writes an item at once when idle, and the items that arrive meanwhile together next', async () => {
    const writer = heldWriter();
    const store = groupCommit(writer.writeMany);
    const first = store('a');
    const rest = [store('b'), store('c'), store('d')];
    expect(writer.writes).toEqual([['a']]);
    writer.finish();
    await first;
    await tick();
    expect(writer.writes).toEqual([['a'], ['b', 'c', 'd']]);
    writer.finish();
    await Promise.all(rest);
    expect(writer.stored).toEqual(['a', 'b', 'c', 'd']);
  });

  it('settles a caller only once its own item is stored', async () => {
    const writer = heldWriter();
    const store = groupCommit(writer.writeMany);
    let settled = false;
    void store('a').then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    writer.finish();
    await tick();
    expect(settled).toBe(true);
  });

  it('stores the good items of a group that holds a bad one, and fails only the bad one', async () => {
    const writer = heldWriter('bad');
    const store = groupCommit(writer.writeMany);
    const first = store('a');
    const group = [store('b'), store('bad'), store('c')].map((promise) =>
      promise.then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    );
    writer.finish();
    await first;
    for (let write = 0; write < 4; write += 1) {
      await tick();
      writer.finish();
    }
    expect(await Promise.all(group)).toEqual(['stored', 'cannot store bad', 'stored']);
    expect(writer.stored).toEqual(['a', 'b', 'c']);
  });

  it('never puts more than maxGroup items in one write', async () => {
    const writer = heldWriter();
    const store = groupCommit(writer.writeMany, 2);
    const all = ['a', 'b', 'c', 'd', 'e'].map((item) => store(item));
    for (let write = 0; write < 3; write += 1) {
      writer.finish();
      await tick();
    }
    await Promise.all(all);
    expect(writer.writes).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });
});
