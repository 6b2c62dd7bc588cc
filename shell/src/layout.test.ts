// @vitest-environment node
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

// The shell's layers (docs/architecture.md) as checks: the lint's zones refuse an import against
// them file by file; this reads the whole tree and sees a circle of folders, an import up the
// layers, and a test kit in production.
const srcDir = fileURLToPath(new URL('.', import.meta.url));
const files = productionFiles(srcDir);
const imports = importsOf(srcDir, files);

/**
 * What each top folder of `shell/src` may import, from the ground up. `ground/` holds what page
 * loading shares (hydration in slices, the prerendered roots and page, document meta, held clicks,
 * committed roots, fail-over); `remotes/` loads a remote's code and HTML; `islands/` and `layout/`
 * stand on both; `pages/` draws a route's page with its islands; `app/` puts router, layout and
 * pages together. The entry points (`bootstrap.tsx`, `prerender.tsx`, `index.ts`) may import any.
 */
const SHELL: Layers = {
  layers: {
    ground: [],
    remotes: [],
    islands: ['ground', 'remotes'],
    layout: ['ground', 'remotes'],
    pages: ['ground', 'remotes', 'islands'],
    app: ['ground', 'remotes', 'islands', 'layout', 'pages'],
  },
  entryPoints: ['bootstrap.tsx', 'prerender.tsx', 'index.ts'],
};

describe('the shell layout', () => {
  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(imports.length).toBeGreaterThan(100);
  });

  it('has no folders that import each other, type-only imports included', () => {
    expect(folderCircles(imports, topFolder)).toEqual([]);
    expect(folderCircles(imports)).toEqual([]);
  });

  it('puts every file in a layer or among the entry points', () => {
    expect(unplacedFolders(files, SHELL)).toEqual([]);
  });

  it('imports only down the layers', () => {
    expect(importsAgainstLayers(imports, SHELL)).toEqual([]);
  });

  it('never runs a test kit in production', () => {
    expect(testKitsInProduction(imports)).toEqual([]);
  });
});
