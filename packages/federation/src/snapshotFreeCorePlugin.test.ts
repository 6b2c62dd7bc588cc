import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EsmFederationRuntimePlugin } from './esmFederationRuntimePlugin';
import { NO_SNAPSHOTS_MESSAGE } from './runtime/snapshotHandlerStandIn';
import {
  PRELOAD_STAND_IN,
  SNAPSHOT_HANDLER_STAND_IN,
  SnapshotFreeCorePlugin,
} from './snapshotFreeCorePlugin';
import { swcRule } from './rules';
import { bundledModules } from './testing/bundledModules';

/** What the built miniature host exports: a federation instance whose `home` was registered twice. */
interface MiniHost {
  registerTwice(): { preloadRemote(options: unknown[]): Promise<unknown> };
}

interface MiniHostBuild {
  modules: string[];
  gzip: number;
  host: MiniHost;
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
let dir: string;
let full: MiniHostBuild;
let snapshotFree: MiniHostBuild;

/** Builds a script that creates a federation instance as the shell does, with the given plugins. */
async function buildMiniHost(
  name: string,
  plugins: RspackPluginInstance[],
): Promise<MiniHostBuild> {
  const compiler = rspack({
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'node',
    entry: { [name]: './host.js' },
    output: { path: join(dir, 'dist'), library: { type: 'commonjs2' } },
    module: { rules: [swcRule({ production: true, refresh: false })] },
    resolve: {
      extensions: ['.ts', '.js'],
      modules: [join(packageDir, 'node_modules'), 'node_modules'],
    },
    plugins: [
      new EsmFederationRuntimePlugin(),
      // What the shell's `disableSnapshot` defines: the core is built without its snapshot plugin.
      new rspack.DefinePlugin({ FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true }),
      ...plugins,
    ],
  });
  const modules = await bundledModules(compiler);
  const file = join(dir, 'dist', `${name}.js`);
  const host = createRequire(import.meta.url)(file) as MiniHost;
  return { modules, gzip: gzipSync(readFileSync(file)).length, host };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-free-core-'));
  writeFileSync(
    join(dir, 'host.js'),
    `import { createInstance } from '@module-federation/enhanced/runtime';
export function registerTwice() {
  const federation = createInstance({ name: 'shell', remotes: [] });
  federation.registerRemotes([{ name: 'home', entry: 'https://example.test/1/remoteEntry.js' }]);
  federation.registerRemotes([{ name: 'home', entry: 'https://example.test/2/remoteEntry.js' }], { force: true });
  return federation;
}`,
  );
  full = await buildMiniHost('full', []);
  snapshotFree = await buildMiniHost('snapshotFree', [new SnapshotFreeCorePlugin()]);
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the shell's runtime core without the snapshot handler", () => {
  it('takes the stand-ins, and is over 2 KB gzip smaller', () => {
    for (const standIn of [SNAPSHOT_HANDLER_STAND_IN, PRELOAD_STAND_IN]) {
      expect(full.modules).not.toContain(standIn);
      expect(snapshotFree.modules).toContain(standIn);
    }
    expect(full.gzip - snapshotFree.gzip).toBeGreaterThan(2_000);
  });

  it('registers a remote again over an earlier entry, as a canary falling back to stable does', () => {
    // The core catches a failure to unregister the earlier entry and only logs it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      snapshotFree.host.registerTwice();
      expect(logged.mock.calls.flat().join('\n')).not.toMatch(/removeRemote failed/);
    } finally {
      logged.mockRestore();
    }
  });

  it('says why when something asks it to preload from a snapshot', async () => {
    const preload = snapshotFree.host.registerTwice().preloadRemote([{ nameOrAlias: 'home' }]);
    await expect(preload).rejects.toThrow(NO_SNAPSHOTS_MESSAGE);
  });
});
