import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import shellConfig from '../../shell/rspack.config';
import { SharedVersionsManifest } from './sharedVersionsManifest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const shellDir = fileURLToPath(new URL('../../shell/', import.meta.url));
const shellRemotes = `${shellDir}src/remotes/`;

/**
 * The monolith: the shell's own build config (same entry, template, loaders and mode), without
 * federation, and with the shell's remote loader swapped for one that imports every exposed page
 * from source. Served by the same server through SHELL_DIST, it prices federation.
 */
export default (env: unknown, argv: { mode?: string }): Configuration => {
  // The shell's web build; its prerender build is left out (the monolith's pages are not prerendered).
  const [config] = [shellConfig(env, argv)].flat();
  if (!config) throw new Error('the shell has no rspack config');
  return {
    ...config,
    output: { ...config.output, path: `${dir}dist`, publicPath: '/shell/', uniqueName: 'monolith' },
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new rspack.NormalModuleReplacementPlugin(/^\.\/loadRemoteModule$/, (resolveData) => {
        if (`${resolveData.context}/` === shellRemotes)
          resolveData.request = `${dir}loadPageModule.ts`;
      }),
      new SharedVersionsManifest(shellDir),
    ],
  };
};
