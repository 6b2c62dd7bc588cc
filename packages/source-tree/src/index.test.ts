import { describe, expect, it } from 'vitest';
import {
  folderCircles,
  importsAgainstLayers,
  testKitsInProduction,
  topFolder,
  unplacedFolders,
} from './index';

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

describe('layers', () => {
  const layers = { layers: { ground: [], pages: ['ground'] }, entryPoints: ['index.ts'] };
  const file = (path: string) => ({ path, text: '' });

  it('names the folders that are no layer and no entry point', () => {
    const files = ['ground/a.ts', 'pages/b.ts', 'index.ts', 'extra/c.ts'].map(file);
    expect(unplacedFolders(files, layers)).toEqual(['extra']);
  });

  it('names an import up the layers, not one down them or from an entry point', () => {
    const imports = [
      { from: 'pages/b.ts', to: 'ground/a.ts' },
      { from: 'ground/a.ts', to: 'pages/b.ts' },
      { from: 'index.ts', to: 'pages/b.ts' },
    ];
    expect(importsAgainstLayers(imports, layers)).toEqual(['ground/a.ts -> pages/b.ts']);
  });

  it('names production code that imports a test kit', () => {
    expect(testKitsInProduction([{ from: 'pages/b.ts', to: 'testing/kit.ts' }])).toEqual([
      'pages/b.ts -> testing/kit.ts',
    ]);
  });
});
