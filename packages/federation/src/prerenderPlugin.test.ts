import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { PrerenderPlugin } from './prerenderPlugin';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Builds `entry` for Node with the plugin; resolves with the stats and the web build folder. */
async function build(entry: string): Promise<{ stats: Stats; outDir: string }> {
  const root = mkdtempSync(join(tmpdir(), 'prerender-plugin-'));
  roots.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'entry.js'), entry);
  const outDir = join(root, 'dist');
  const compiler = rspack({
    context: root,
    mode: 'production',
    target: 'node24',
    entry: { prerender: './src/entry.js' },
    output: {
      path: join(root, '.cache'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
    },
    optimization: { minimize: false },
    plugins: [
      new PrerenderPlugin({
        app: 'content',
        outDir,
        config: { ...defaultPublicConfig, brandName: 'Plugin Gold' },
      }),
    ],
  });
  const stats = await new Promise<Stats>((done, fail) =>
    compiler.run((error, result) => (error || !result ? fail(error) : done(result))),
  );
  return { stats, outDir };
}

describe('PrerenderPlugin', () => {
  it("runs the built entry with the app and config, and writes each fragment into the web build's folder", async () => {
    const { stats, outDir } = await build(`
      export function prerender({ app, config }) {
        return { 'prerender/Page.json': { html: '<h1>' + config.brandName + ' ' + app + '</h1>', styles: {}, config: { brandName: config.brandName } } };
      }`);
    expect(stats.hasErrors()).toBe(false);
    const fragment = JSON.parse(readFileSync(join(outDir, 'prerender', 'Page.json'), 'utf8')) as {
      html: string;
    };
    expect(fragment.html).toBe('<h1>Plugin Gold content</h1>');
  });

  it('fails the build, naming the app, when a page cannot render', async () => {
    const { stats, outDir } = await build(
      `export function prerender() { throw new Error('window is not defined'); }`,
    );
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString()).toMatch(/prerender of content failed: Error: window is not defined/);
    expect(existsSync(join(outDir, 'prerender'))).toBe(false);
  });
});
