import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { loadServerConfig } from '@gold/config/server';
import {
  createAppConfig,
  createPrerenderConfig,
  devShellHead,
  remoteNames,
} from '@gold/federation';

const dir = fileURLToPath(new URL('.', import.meta.url));
const config = loadServerConfig();

export default (_env: unknown, argv: { mode?: string }) => {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const web = createAppConfig(
    {
      name: 'shell',
      dir,
      publicPath: production ? '/shell/' : '/',
      devPort: config.devPorts.shell,
      devHost: config.devHost,
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: './src/index.html',
          filename: 'index.html',
          inject: 'head',
          scriptLoading: 'defer',
          // The server fills the comment markers, so the minifier must keep them.
          minify: false,
          // The production server fills the markers per request; the dev server gets a fixed head.
          templateParameters: production
            ? { head: '<!--ssr-head-->', body: '<!--ssr-body-->' }
            : { head: devShellHead(config, remoteNames), body: '' },
        }),
      ],
      devServer: {
        proxy: [{ context: ['/api'], target: `http://localhost:${config.port}` }],
      },
    },
    argv,
  );
  if (!production) return web;
  // The layout around each page, rendered to HTML for the server to send before any script runs.
  return [
    web,
    createPrerenderConfig({
      app: 'shell',
      dir,
      entry: './src/prerender.tsx',
      config: config.public,
    }),
  ];
};
