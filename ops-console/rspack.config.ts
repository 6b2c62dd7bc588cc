import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { loadServerConfig, opsUrlOf } from '@gold/config/server';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** Where the server serves the console's files (server/src/release/console). */
const PUBLIC_PATH = '/ops/console/';

// A plain single-page app, not federated: the console shares nothing with the visitors' pages and
// is never loaded by them, so it bundles its own React and Chakra.
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const config = loadServerConfig();
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { console: './src/index.tsx' },
    // No source maps in the build: the server's source-map switch covers the visitors' files only.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: `${dir}dist`,
      publicPath: production ? PUBLIC_PATH : '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/index.html',
        filename: 'index.html',
        inject: 'head',
        scriptLoading: 'defer',
        // The server fills the nonce marker per answer, so the minifier must keep it.
        minify: false,
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: config.devPorts.opsConsole,
      host: config.devHost,
      historyApiFallback: true,
      // The API calls go to the ops listener of `npm run dev` (the console's own files stay here).
      proxy: [{ context: ['/ops/registry', '/ops/tokens'], target: opsUrlOf(config) }],
    },
  };
};
