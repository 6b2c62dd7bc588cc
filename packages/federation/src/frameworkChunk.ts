import type { OptimizationSplitChunksCacheGroup } from '@rspack/core';

/**
 * The libraries every page of the shell runs before its first render: React and react-dom,
 * Emotion, jotai, our config and the request counter of `@gold/http`. Not the encrypted
 * client with crypto-js (`@gold/http/client`): only the pages that call the API load it. Not
 * the router: only the layout uses it, and a static page with islands loads the layout's chunk
 * at the visitor's first interaction (docs/decisions/0038-islands-before-the-layout.md).
 * Chakra is left out: its core and its on-demand parts (dialog, accordion, fields) share modules,
 * and taking the core in here split those shared modules into more chunks (measured: larger).
 */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|jotai|@emotion\+[^@]+|stylis|hoist-non-react-statics|react-is)@|[\\/]packages[\\/](config|http)[\\/]src[\\/](?!client\.)/;

/**
 * One chunk for {@link FRAMEWORK_MODULES} in the shell. Federation otherwise gives each shared
 * package a chunk of its own, and those six scripts gzip to 3 KB more than one (every page,
 * measured 2026-11-25). They change together on a dependency upgrade, so caching loses
 * little; remotes still take each package from the share scope, which loads this chunk.
 */
export const frameworkChunk: OptimizationSplitChunksCacheGroup = {
  test: FRAMEWORK_MODULES,
  name: 'framework',
  chunks: 'all',
  enforce: true,
  priority: 40,
};
