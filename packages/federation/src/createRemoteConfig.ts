import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { loadServerConfig } from '@gold/config/server';
import { remoteCatalog, type RemoteName } from '@gold/routes';
import { createAppConfig } from './createAppConfig';
import { createPrerenderConfig } from './createPrerenderConfig';
import { devShellHead } from './devHead';
import { hotExposes } from './devServer/hotExposes';
import { localApiOrStandIn } from './devServer/localApiOrStandIn';
import { startSiteProxy } from './devServer/siteProxy';

/**
 * The running site a remote's dev server also serves it inside (`npm run remote:dev -- <remote>
 * --against <site URL>` sets it), through a local proxy on the `siteProxy` dev port.
 */
export const AGAINST_VARIABLE = 'REMOTE_DEV_AGAINST';

export interface RemoteConfigOptions {
  /** Which remote of the catalog this is. */
  name: RemoteName;
  /** The remote's folder. */
  dir: string;
}

/**
 * A remote's whole rspack config: it exposes `src/exposes/<Module>.tsx` for each module of the
 * catalog, builds into versionable files (publicPath auto), and starts alone with `rspack serve`.
 * A production build also renders each page to HTML (see {@link createPrerenderConfig}).
 */
export function createRemoteConfig(
  { name, dir }: RemoteConfigOptions,
  argv: { mode?: string } = {},
): Configuration | Configuration[] {
  const config = loadServerConfig();
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const require = createRequire(join(dir, 'package.json'));
  const exposes = Object.fromEntries(
    remoteCatalog[name].exposes.map((module) => [module, `./src/exposes/${module.slice(2)}.tsx`]),
  );
  const against = production ? undefined : process.env[AGAINST_VARIABLE] || undefined;
  const inSite = against ? hotExposes(dir, exposes) : undefined;
  const devOrigin = `http://localhost:${config.devPorts[name]}`;
  const web = createAppConfig(
    {
      name,
      dir,
      exposes: inSite?.exposes ?? exposes,
      pageReact: against ? 'production' : 'development',
      publicPath: 'auto',
      devPort: config.devPorts[name],
      devHost: config.devHost,
      // The page of a remote started alone (`rspack serve`); production has none (see createAppConfig).
      plugins: production
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              template: require.resolve('@gold/standalone/template.html'),
              filename: 'standalone.html',
              // The page answers every route (/website/Calculator): its script is at the root, not
              // beside the route as publicPath `auto` would have it. The container (remoteEntry.js)
              // is for a shell; the page runs the remote's own entry alone.
              publicPath: '/',
              chunks: ['main'],
              inject: 'head',
              scriptLoading: 'defer',
              templateParameters: { head: devShellHead(config, []), body: '' },
            }),
            ...(inSite ? [inSite.plugin] : []),
          ],
      devMiddlewares: [localApiOrStandIn({ port: config.port, aesKey: config.public.aesKey })],
      devServer: {
        historyApiFallback: { index: '/standalone.html' },
        proxy: [{ context: ['/api'], target: `http://localhost:${config.port}` }],
        ...(against && {
          onListening: () =>
            startSiteProxy({
              site: against,
              port: config.devPorts.siteProxy,
              remote: name,
              devOrigin,
            }),
        }),
      },
    },
    argv,
  );
  if (!production) return web;
  const prerender = createPrerenderConfig({
    app: name,
    dir,
    entry: require.resolve('@gold/prerender/remote-entry'),
    alias: {
      'prerender-exposes': join(dir, 'src', 'exposes'),
      'prerender-languages': join(dir, 'src', 'languages.ts'),
    },
    config: config.public,
  });
  return [web, prerender];
}
