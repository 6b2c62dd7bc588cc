// @vitest-environment node
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  folderCircles,
  importsAgainstLayers,
  importsOf,
  productionFiles,
  testKitsInProduction,
  topFolder,
  unplacedFolders,
  type Layers,
} from '@gold/source-tree';

// The console's layers (docs/architecture.md) as checks, like the shell's: the lint's zones refuse
// an import against them file by file; this reads the whole tree.
const srcDir = fileURLToPath(new URL('.', import.meta.url));
const files = productionFiles(srcDir);
const imports = importsOf(srcDir, files);

/**
 * What each top folder of `ops-console/src` may import, from the ground up. `lib/` holds what
 * every panel shares (polling, the live announcer); `rollout/` how a remote's rollout is read and
 * said; each folder of `features/` is one panel and imports no other; `app/` signs in and puts
 * the panels together. The entry point (`index.tsx`) may import any.
 */
const CONSOLE: Layers = {
  layers: {
    lib: [],
    rollout: ['lib'],
    features: ['lib', 'rollout'],
    app: ['lib', 'rollout', 'features'],
  },
  entryPoints: ['index.tsx'],
};

/** `features/traffic/TrafficPanel.tsx` → `features/traffic`; other paths → their top folder. */
function feature(path: string): string {
  return path.startsWith('features/') ? dirname(path).split('/').slice(0, 2).join('/') : '';
}

describe('the console layout', () => {
  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(imports.length).toBeGreaterThan(60);
  });

  it('has no folders that import each other, type-only imports included', () => {
    expect(folderCircles(imports, topFolder)).toEqual([]);
    expect(folderCircles(imports)).toEqual([]);
  });

  it('puts every file in a layer or among the entry points', () => {
    expect(unplacedFolders(files, CONSOLE)).toEqual([]);
  });

  it('imports only down the layers', () => {
    expect(importsAgainstLayers(imports, CONSOLE)).toEqual([]);
  });

  it('keeps each feature to itself: no feature imports another', () => {
    const across = imports.filter(
      ({ from, to }) => feature(from) && feature(to) && feature(from) !== feature(to),
    );
    expect(across.map((edge) => `${edge.from} -> ${edge.to}`)).toEqual([]);
  });

  it('never runs a test kit in production', () => {
    expect(testKitsInProduction(imports)).toEqual([]);
  });
});
