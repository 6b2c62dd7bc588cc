import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type { PublicConfig } from '@gold/config';
import { PRERENDER_PUBLIC_PATH } from '@gold/build-output';
import { PrerenderPlugin } from './prerenderPlugin';
import { ASSET_FILENAME, assetRules, swcRule } from './rules';

export interface PrerenderConfigOptions {
  /** The app (`shell` or a remote's name); its web build must carry the same name. */
  app: string;
  /** The app's folder. */
  dir: string;
  /** The node entry: a module exporting a {@link import('./prerenderPlugin').PrerenderEntry} named `prerender`. */
  entry: string;
  /** Aliases the entry needs (a remote's `src/exposes` folder). */
  alias?: Record<string, string>;
  /** The public config the pages are rendered with: the server's, from the same environment. */
  config: PublicConfig;
}

/**
 * A second build of an app's pages, for Node, that renders them to HTML once the app's web build
 * is written (it depends on it: the web build empties the folder the fragments go into). The
 * bundle holds everything, React included, so one copy of each module renders the pages.
 */
export function createPrerenderConfig({
  app,
  dir,
  entry,
  alias,
  config,
}: PrerenderConfigOptions): Configuration {
  return {
    name: `${app}-prerender`,
    dependencies: [app],
    context: dir,
    mode: 'production',
    target: 'node24',
    devtool: false,
    entry: { prerender: entry },
    output: {
      path: join(dir, '.cache', 'prerender'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      publicPath: PRERENDER_PUBLIC_PATH,
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias },
    module: {
      rules: [
        swcRule({ production: true, refresh: false }),
        // The web build writes the images; this one needs only their names.
        ...assetRules({ emit: false }),
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new PrerenderPlugin({ app, outDir: join(dir, 'dist'), config }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
