import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EsmFederationRuntimePlugin, esmSibling } from './esmFederationRuntimePlugin';
import { buildMiniRemote, type MiniRemoteBuild } from './testing/buildMiniRemote';

let dir: string;

const federationCjs = (build: MiniRemoteBuild) =>
  build.modules.filter((path) => /@module-federation.*\.cjs$/.test(path));

let plain: MiniRemoteBuild;
let esm: MiniRemoteBuild;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'esm-runtime-'));
  plain = await buildMiniRemote(dir, 'plain', []);
  esm = await buildMiniRemote(dir, 'esm', [new EsmFederationRuntimePlugin()]);
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
