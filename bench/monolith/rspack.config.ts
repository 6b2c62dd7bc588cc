import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { loadServerConfig } from '@gold/config/server';
import { PrerenderPlugin, remoteCatalog, remoteNames } from '@gold/federation';
import shellConfig from '../../shell/rspack.config';
import { SharedVersionsManifest } from './sharedVersionsManifest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const shellDir = fileURLToPath(new URL('../../shell/', import.meta.url));
const shellRemotes = `${shellDir}src/remotes/`;
const config = loadServerConfig().public;

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration | Configuration[];

/**
 * An app's prerender build (the second of its production configs), writing into the monolith's
 * folder after the monolith's web build (which empties that folder) instead of into the app's.
 */
function prerenderInto(
  factory: ConfigFactory,
  app: string,
  env: unknown,
  argv: { mode?: string },
): Configuration[] {
  const prerender = [factory(env, argv)].flat()[1];
  if (!prerender) return [];
  return [
    {
      ...prerender,
      dependencies: ['shell'],
      output: { ...prerender.output, path: `${dir}.cache/prerender-${app}` },
      plugins: [
        ...(prerender.plugins ?? []).filter((plugin) => !(plugin instanceof PrerenderPlugin)),
        new PrerenderPlugin({ app, outDir: `${dir}dist`, config }),
      ],
    },
  ];
}

/**
 * The monolith: the shell's own build config (same entry, template, loaders and mode), without
 * federation, and with the shell's remote loader swapped for one that imports every exposed page
 * from source. Served by the same server as a web root's shell, it prices federation.
 */
export default async (env: unknown, argv: { mode?: string }): Promise<Configuration[]> => {
  const [web] = [shellConfig(env, argv)].flat();
  if (!web) throw new Error('the shell has no rspack config');
  const monolith: Configuration = {
    ...web,
    output: { ...web.output, path: `${dir}dist`, publicPath: '/shell/', uniqueName: 'monolith' },
    // Rspack's own chunking: the shell's framework chunk undoes what federation's per-package
    // chunks cost, which a single bundle does not pay; forced on the monolith, it would put the
    // encrypted client on pages that send no request.
    optimization: { ...web.optimization, splitChunks: undefined },
    plugins: [
      ...(web.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new rspack.NormalModuleReplacementPlugin(/^\.\/loadRemoteModule$/, (resolveData) => {
        if (`${resolveData.context}/` === shellRemotes)
          resolveData.request = `${dir}loadPageModule.ts`;
      }),
      new SharedVersionsManifest(shellDir),
    ],
  };
  // Prerendered like the federated site, so that the bench compares like with like: the shell's
  // layouts and every remote's pages go into the monolith's folder, from which the server takes
  // a page that no remote version serves.
  const remotes = await Promise.all(
    remoteNames.map(async (remote) => {
      const { default: factory } = (await import(
        `../../${remoteCatalog[remote].folder}/rspack.config.ts`
      )) as { default: ConfigFactory };
      return prerenderInto(factory, remote, env, argv);
    }),
  );
  return [monolith, ...prerenderInto(shellConfig, 'shell', env, argv), ...remotes.flat()];
};
