import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { swcRule } from '../rules';
import { bundledModules } from './bundledModules';

/** What a miniature remote's build produced. */
export interface MiniRemoteBuild {
  /** Every module path the build bundled. */
  modules: string[];
  /** The remote entry's code. */
  entryCode: string;
  /** The remote entry, gzipped. */
  entryGzip: number;
}

/**
 * Builds a remote in miniature (one exposed module) in `dir/name`, with the federation options
 * our production remotes use and the given extra plugins.
 */
export async function buildMiniRemote(
  dir: string,
  name: string,
  extra: RspackPluginInstance[],
): Promise<MiniRemoteBuild> {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/page.js'), "export const page = 'a page';");
  const out = join(dir, name);
  const compiler = rspack({
    context: dir,
    mode: 'production',
    devtool: false,
    entry: {},
    output: { path: out, publicPath: 'auto', uniqueName: name },
    module: { rules: [swcRule({ production: true, refresh: false })] },
    resolve: { extensions: ['.ts', '.js'] },
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
  const modules = await bundledModules(compiler);
  const entryCode = readFileSync(join(out, 'remoteEntry.js'), 'utf8');
  return { modules, entryCode, entryGzip: gzipSync(entryCode).length };
}
