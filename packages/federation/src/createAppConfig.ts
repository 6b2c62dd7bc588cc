import { join } from 'node:path';
import {
  rspack,
  type Configuration,
  type DevServerMiddleware,
  type RspackPluginInstance,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { manifestWithLevels } from './buildLevelsInManifest';
import { ChunkGroupsPlugin } from './chunkGroupsPlugin';
import { compileHintsPlugin } from './compileHints';
import { devXsrfCookie } from './devServer/devXsrfCookie';
import { EsmFederationRuntimePlugin } from './esmFederationRuntimePlugin';
import { frameworkChunk } from './frameworkChunk';
import { installedVersion, ownVersion } from './packageVersion';
import { PROVIDE_BUNDLER_RUNTIME, ShellBundlerRuntimePlugin } from './shellBundlerRuntimePlugin';
import { shareRole, sharedConfig } from './sharedConfig';
import { SnapshotFreeCorePlugin } from './snapshotFreeCorePlugin';
import { ASSET_FILENAME, assetRules, swcRule } from './rules';

export interface AppConfigOptions {
  /** Federation name: `shell`, or the remote's name (`home`, `calculator`, ...). */
  name: string;
  /** The app's folder (its rspack.config.ts's folder). */
  dir: string;
  /** Modules a remote exposes, by public name. Empty for the shell. */
  exposes?: Record<string, string>;
  /** Public path of the built files: fixed for the shell, `auto` for remotes (versioned folders). */
  publicPath: string;
  /** Port of `rspack serve`. */
  devPort: number;
  /** Address `rspack serve` listens on (the config's `devHost`: loopback unless told). */
  devHost: string;
  /** Extra plugins (the HTML template of the shell or of a standalone remote). */
  plugins?: RspackPluginInstance[];
  /** Dev-server options merged over the defaults (proxy to the API, history fallback). */
  devServer?: Configuration['devServer'];
  /** Dev-server middlewares that run first, before the proxy and the files (the API stand-in). */
  devMiddlewares?: DevServerMiddleware[];
  /**
   * The React of the page in development: its own (default: React Refresh, development JSX), or a
   * production one, a running site's shell (`remote:dev --against`), which has neither.
   */
  pageReact?: 'development' | 'production';
}

/** The rspack config every app uses: TypeScript via SWC, federation, and the shared singletons. */
export function createAppConfig(
  options: AppConfigOptions,
  argv: { mode?: string } = {},
): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const isRemote = options.exposes !== undefined;
  const refresh = !production && options.pageReact !== 'production';
  return {
    name: options.name,
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // A production remote runs only inside the shell, on its runtime and singletons: its one
    // entry is the container (remoteEntry.js) the federation plugin adds. In dev it starts alone.
    entry: isRemote && production ? {} : { main: './src/index.ts' },
    output: {
      path: join(options.dir, 'dist'),
      publicPath: options.publicPath,
      uniqueName: options.name,
      // A page view may run two versions of a remote (a canary that threw, then stable): each
      // version's chunks register in a global of their own, or the second would take the first's.
      ...(isRemote && production
        ? { chunkLoadingGlobal: `webpackChunk_${options.name}_${ownVersion(options.dir)}` }
        : {}),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
      // Chunks carry integrity hashes (below); same-origin loads stay credential-free.
      crossOriginLoading: 'anonymous',
      // A module whose evaluation threw (a shared module it imports failed to download) leaves
      // the module cache, so that a retry evaluates it again instead of reusing it half-made.
      strictModuleExceptionHandling: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule({ production, refresh, developmentJsx: refresh }),
        ...assetRules({ emit: true }),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        shared: sharedConfig(options.dir, shareRole(isRemote, production)),
        runtimePlugins: production && !isRemote ? [PROVIDE_BUNDLER_RUNTIME] : [],
        dts: false,
        // The shell's manifest tells the registry which singleton versions and levels it offers;
        // a remote's, what it needs.
        manifest: manifestWithLevels(isRemote),
        experiments: {
          optimization: { disableSnapshot: true, target: 'web' },
          // One federation runtime per page: the shell provides it, remotes use it (~30 KB gzip
          // less per remote). A remote started alone in dev keeps its own.
          ...(production
            ? isRemote
              ? { externalRuntime: true }
              : { provideExternalRuntime: true }
            : {}),
        },
      }),
      // After the federation plugin: it rewrites the runtime alias that plugin sets.
      new EsmFederationRuntimePlugin(),
      // Like the runtime core, the bundler runtime's functions come from the shell.
      ...(production && isRemote ? [new ShellBundlerRuntimePlugin()] : []),
      // The runtime core the shell lends every remote goes without manifest snapshots.
      ...(production && !isRemote ? [new SnapshotFreeCorePlugin()] : []),
      ...(options.plugins ?? []),
      ...(production ? [compileHintsPlugin()] : []),
      // The server preloads each page's scripts by this list.
      ...(production ? [new ChunkGroupsPlugin()] : []),
      // Every chunk a build loads is checked against the hash its entry recorded: with the
      // registry's hash of the entry itself, nothing runs that was not published.
      ...(production ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })] : []),
      ...(refresh ? [new ReactRefreshRspackPlugin()] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Shell and remotes share one federation runtime only when built with the same release.
        __GOLD_FEDERATION_RELEASE__: JSON.stringify(
          installedVersion('@module-federation/enhanced', options.dir),
        ),
      }),
    ],
    // The shell's every-page libraries in one chunk; remotes take them from the share scope.
    ...(production && !isRemote
      ? { optimization: { splitChunks: { cacheGroups: { framework: frameworkChunk } } } }
      : {}),
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports lazily unless told otherwise: the federation runtime
    // then meets, on a first load, consumes and chunks the compiler has not made yet (404s, and
    // "reading 'call'" of a shared module not registered), rspack#12443 and MF core#4082.
    lazyCompilation: false,
    // One save, one compilation: an editor's save can reach the watcher as two changes (the file
    // emptied, then written), and on a busy machine they came apart. A second compilation then
    // replaced the first's hot update while the page fetched it, and the page reloaded instead.
    ...(production ? {} : { watchOptions: { aggregateTimeout: 100 } }),
    devServer: {
      port: options.devPort,
      host: options.devHost,
      hot: true,
      // 0.0.0.0 tells the hot-reload client to dial the page's own host name, so a page opened at
      // 127.0.0.1 (or through the --against proxy) reaches the socket under the name it was given.
      client: { webSocketURL: { hostname: '0.0.0.0', port: options.devPort } },
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares) => [
        devXsrfCookie,
        ...(options.devMiddlewares ?? []),
        ...middlewares,
      ],
      ...options.devServer,
    },
  };
}
