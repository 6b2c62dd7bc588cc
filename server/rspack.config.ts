import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';

const dir = fileURLToPath(new URL('.', import.meta.url));

// The server is bundled so that Node runs our TypeScript workspace packages without a loader;
// every npm dependency stays external and is loaded from node_modules as usual. The target is the
// oldest supported Node line (engines in package.json).
const config: Configuration = {
  context: dir,
  mode: 'production',
  target: 'node24',
  devtool: 'source-map',
  entry: { server: './src/main.ts', cli: './src/cli/main.ts' },
  output: {
    path: `${dir}dist`,
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  experiments: { outputModule: true },
  externalsType: 'module-import',
  externals: [
    ({ request }, callback) => {
      if (
        request &&
        !request.startsWith('.') &&
        !request.startsWith('@gold/') &&
        !request.startsWith('/')
      ) {
        return callback(undefined, request);
      }
      return callback();
    },
  ],
  externalsPresets: { node: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    // import.meta.url is the bundle's own location at run time, never the build machine's path:
    // a moved build finds its files beside it (main.ts's default web root).
    parser: { javascript: { importMeta: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
};

export default config;
