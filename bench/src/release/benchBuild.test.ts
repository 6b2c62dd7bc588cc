import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFiles, copyBuild, publishForm, setBuildVersion } from './benchBuild';

describe('bench build copy', () => {
  let dist: string;
  const copies: (() => void)[] = [];

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'bench-build-test-'));
    mkdirSync(join(dist, 'prerender'));
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: 'calculator', metaData: { buildInfo: { buildVersion: '1.0.0' } } }),
    );
    writeFileSync(join(dist, 'remoteEntry.js'), 'var calculator;');
    writeFileSync(join(dist, 'prerender', 'page.json'), '{}');
  });

  afterEach(() => {
    for (const remove of copies.splice(0)) remove();
    rmSync(dist, { recursive: true, force: true });
  });

  it('copies the build and renumbers the copy only', () => {
    const copy = copyBuild(dist, 'calculator');
    copies.push(copy.remove);
    setBuildVersion(copy.dir, '9.0.1-bench');
    const manifest = (dir: string) =>
      JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
        id: string;
        metaData: { buildInfo: { buildVersion: string } };
      };
    expect(manifest(copy.dir).metaData.buildInfo.buildVersion).toBe('9.0.1-bench');
    expect(manifest(copy.dir).id).toBe('calculator');
    expect(manifest(dist).metaData.buildInfo.buildVersion).toBe('1.0.0');
  });

  it('lists every file by its relative path with forward slashes, as a form of one part each', () => {
    const files = buildFiles(dist);
    expect([...files.keys()].sort()).toEqual([
      'mf-manifest.json',
      'prerender/page.json',
      'remoteEntry.js',
    ]);
    expect(files.get('remoteEntry.js')?.toString()).toBe('var calculator;');
    const form = publishForm(files);
    expect([...form.keys()].sort()).toEqual([...files.keys()].sort());
    expect((form.get('prerender/page.json') as File).name).toBe('prerender/page.json');
  });

  it('says what to run when there is no build', () => {
    rmSync(join(dist, 'mf-manifest.json'));
    expect(() => copyBuild(dist, 'calculator')).toThrow('run `npm run build`');
  });
});
