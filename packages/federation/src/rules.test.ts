import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_FILENAME, assetRules, INLINE_SVG_MAX_BYTES } from './rules';

// An SVG with what breaks a data URL or a CSS url(): spaces, quotes, a fragment reference (#).
const smallSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <defs><linearGradient id="g"><stop offset="0" stop-color="#c9971b"/></linearGradient></defs>\n  <rect width=\'10\' height="10" fill="url(#g)"/>\n</svg>\n';
const largeSvg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(INLINE_SVG_MAX_BYTES / 10)}</svg>`;
// The smallest PNG there is: raster images are files whatever their size.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Urls = { small: string; large: string; png: string };
let dir: string;

/** Builds an entry importing the three images with the rules, and returns what it exports. */
async function build(emit: boolean): Promise<{ urls: Urls; files: string[] }> {
  const out = join(dir, emit ? 'web' : 'prerender');
  const compiler = rspack({
    context: dir,
    mode: 'production',
    target: 'node',
    entry: './index.js',
    output: {
      path: out,
      filename: 'main.cjs',
      library: { type: 'commonjs2' },
      publicPath: '/app/',
      assetModuleFilename: ASSET_FILENAME,
    },
    module: { rules: assetRules({ emit }) },
  });
  await new Promise<void>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) fail(error ?? new Error(stats?.toString()));
      else compiler.close(() => done());
    }),
  );
  const urls = createRequire(import.meta.url)(join(out, 'main.cjs')) as Urls;
  const assets = join(out, 'assets');
  return { urls, files: readdirSync(out).includes('assets') ? readdirSync(assets) : [] };
}

let web: Awaited<ReturnType<typeof build>>;
let prerender: Awaited<ReturnType<typeof build>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'image-rules-'));
  mkdirSync(join(dir, 'art'));
  writeFileSync(join(dir, 'art', 'small.svg'), smallSvg);
  writeFileSync(join(dir, 'art', 'large.svg'), largeSvg);
  writeFileSync(join(dir, 'art', 'dot.png'), tinyPng);
  writeFileSync(
    join(dir, 'index.js'),
    "export { default as small } from './art/small.svg';\nexport { default as large } from './art/large.svg';\nexport { default as png } from './art/dot.png';\n",
  );
  web = await build(true);
  prerender = await build(false);
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the images of a build', () => {
  it('writes a small SVG into its importer as a data URL that decodes to the file as it was', () => {
    expect(web.urls.small).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(web.urls.small.slice('data:image/svg+xml,'.length))).toBe(smallSvg);
  });

  it('gives a small SVG an address that fits a CSS url("...") and a space-separated list', () => {
    expect(web.urls.small).not.toMatch(/[\s"#]/);
  });

  it('emits a larger SVG and every raster image as files of their own', () => {
    expect(web.urls.large).toMatch(/^\/app\/assets\/large\.\w{10}\.svg$/);
    expect(web.urls.png).toMatch(/^\/app\/assets\/dot\.\w{10}\.png$/);
    expect(web.files.sort()).toEqual(
      [web.urls.large, web.urls.png].map((url) => url.slice('/app/assets/'.length)).sort(),
    );
  });

  it('names the same images in the prerender build, which writes no file', () => {
    expect(prerender.urls).toEqual(web.urls);
    expect(prerender.files).toEqual([]);
  });
});
