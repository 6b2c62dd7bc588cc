import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderCircles, importsOf, productionFiles, testKitsInProduction } from '@gold/source-tree';

// The server's layout (docs/architecture.md) as checks: the lint's import/no-cycle sees circles of
// files; these see circles of folders, SQL outside the data layer and test kits in production.
const srcDir = fileURLToPath(new URL('.', import.meta.url));
const files = productionFiles(srcDir);
const imports = importsOf(srcDir, files);

/** A statement of SQL in the text: what only the data layer writes. */
const SQL =
  /\b(SELECT\s[^'`]*\bFROM\b|INSERT INTO|UPDATE\s+\w+\s+SET|DELETE FROM|CREATE TABLE|ALTER TABLE|pg_advisory_\w+)/;
const DATA_LAYER = /^(platform\/database\/|.*\/store\/)/;

describe('the server layout', () => {
  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(300);
  });

  it('has no folders that import each other, type-only imports included', () => {
    expect(folderCircles(imports)).toEqual([]);
  });

  it('keeps every SQL statement in the data layer (platform/database and the store folders)', () => {
    const outside = files.filter((file) => SQL.test(file.text) && !DATA_LAYER.test(file.path));
    expect(outside.map((file) => file.path)).toEqual([]);
    expect(files.filter((file) => SQL.test(file.text)).length).toBeGreaterThan(10);
  });

  it('never runs a test kit in production', () => {
    expect(testKitsInProduction(imports)).toEqual([]);
  });
});
