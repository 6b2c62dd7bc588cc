import type { RuleSetRule } from '@rspack/core';

/** Image files, emitted as files of their own. */
export const IMAGES = /\.(png|jpe?g|webp|avif|svg)$/i;

/** Name of an emitted image: the web and prerender builds must agree, as the prerendered HTML links to the web build's file. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/** TypeScript and JSX through SWC, the same for the web and the prerender build. */
export function swcRule({
  production,
  refresh,
  developmentJsx = !production,
}: {
  production: boolean;
  refresh: boolean;
  /** React's development JSX (owner stacks), which needs the development React: not in a production shell. */
  developmentJsx?: boolean;
}): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        // SWC's default is ES5. The libraries every page ships (React 19, Chakra, the federation
        // runtime) already need ES2020 browsers, so compiling our own code lower reached no more
        // visitors: it only added helpers (destructuring, spread, async) to each module.
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: developmentJsx, refresh } },
      },
    },
  };
}
