import { describe, expect, it } from 'vitest';
import { folderCircles, topFolder } from './index';

describe('folderCircles', () => {
  const circle = [
    { from: 'a/one.ts', to: 'b/two.ts' },
    { from: 'b/two.ts', to: 'c/three.ts' },
    { from: 'c/three.ts', to: 'a/four.ts' },
    { from: 'c/three.ts', to: 'd/five.ts' },
  ];

  it('finds a circle of folders when there is one', () => {
    expect(folderCircles(circle)).toEqual([['a', 'b', 'c']]);
  });

  it('finds none in a tree whose folders import one way', () => {
    expect(folderCircles(circle.slice(0, 2))).toEqual([]);
  });

  it('counts folders at the depth it is told', () => {
    const nested = [
      { from: 'a/x/one.ts', to: 'b/two.ts' },
      { from: 'b/two.ts', to: 'a/y/three.ts' },
    ];
    expect(folderCircles(nested)).toEqual([]);
    expect(folderCircles(nested, topFolder)).toEqual([['a', 'b']]);
  });
});

describe('topFolder', () => {
  it('names the first folder of a path, or a file at the top itself', () => {
    expect(topFolder('pages/RemotePage.tsx')).toBe('pages');
    expect(topFolder('ground/a/b.ts')).toBe('ground');
    expect(topFolder('bootstrap.tsx')).toBe('bootstrap.tsx');
  });
});
