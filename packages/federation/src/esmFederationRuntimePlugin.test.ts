import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EsmFederationRuntimePlugin, esmSibling } from './esmFederationRuntimePlugin';

interface Build {
  /** Every module path the build bundled. */
  modules: string[];
  /** The remote entry, gzipped. */
  entryGzip: number;
}

let dir: string;

/** Builds a remote in miniature (one exposed module) as our apps do, with the given extra plugins. */
async function buildRemote(name: string, extra: RspackPluginInstance[]): Promise<Build> {
  const out = join(dir, name);
  const compiler = rspack({
    context: dir,
    mode: 'production',
    devtool: false,
    entry: {},
    output: { path: out, publicPath: 'auto', uniqueName: name },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './Page': './src/page.js' },
        dts: false,
        manifest: false,
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          externalRuntime: true,
        },
      }),
      ...extra,
    ],
  });
  const modules = await new Promise<string[]>((done, fail) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return fail(error ?? new Error(stats?.toString()));
      const paths = (stats.toJson({ modules: true }).modules ?? []).map(
        (module) => module.nameForCondition ?? module.identifier ?? '',
      );
      compiler.close(() => done(paths));
    }),
  );
  return { modules, entryGzip: gzipSync(readFileSync(join(out, 'remoteEntry.js'))).length };
}

const federationCjs = (build: Build) =>
  build.modules.filter((path) => /@module-federation.*\.cjs$/.test(path));

let plain: Build;
let esm: Build;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'esm-runtime-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/page.js'), "export const page = 'a page';");
  plain = await buildRemote('plain', []);
  esm = await buildRemote('esm', [new EsmFederationRuntimePlugin()]);
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the federation runtime a remote entry carries', () => {
  it('comes from the CommonJS builds without the plugin (what it exists to change)', () => {
    expect(federationCjs(plain).length).toBeGreaterThan(0);
  });

  it('comes from the ES module builds with it, and nothing else is left out', () => {
    expect(federationCjs(esm)).toEqual([]);
    expect(
      esm.modules.some((path) => /webpack-bundler-runtime[\\/]dist[\\/]index\.js$/.test(path)),
    ).toBe(true);
    expect(esm.modules.some((path) => path.endsWith('page.js'))).toBe(true);
  });

  it('is at least 4 KB gzip smaller that way, since unused runtime code is shaken out', () => {
    expect(plain.entryGzip - esm.entryGzip).toBeGreaterThan(4_000);
  });
});

describe('esmSibling', () => {
  it('names the ES module beside a federation CommonJS file, and nothing for other files', () => {
    const cjs =
      plain.modules.find((path) => /webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/.test(path)) ??
      '';
    expect(esmSibling(cjs)).toBe(cjs.replace(/\.cjs$/, '.js'));
    expect(
      esmSibling(join(dir, 'node_modules/@module-federation/none/dist/index.cjs')),
    ).toBeUndefined();
    expect(esmSibling('/app/node_modules/other/dist/index.cjs')).toBeUndefined();
  });
});
