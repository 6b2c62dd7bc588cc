import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '@gold/config/server';
import { findRoute, SITE_BASE, type RemoteName, remoteNames } from '@gold/routes';
import type { LocalRelease } from '../registry/localReleases';
import { stableRegistry } from '../registry/remoteFiles';
import { cacheControlFor, PRIVATE_NO_STORE } from './cacheHeaders';
import { pageMeta, ShellPage } from './shellPage';

export interface WebRoutesOptions {
  config: ServerConfig;
  /** Folder of the shell's build output. */
  shellDist: string;
  /** Built remotes served by this process. */
  releases: Map<RemoteName, LocalRelease>;
}

function setStaticHeaders(res: { setHeader: (name: string, value: string) => unknown }, filePath: string) {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/** The shell's HTML for every site route, the shell's files and every remote's versioned files. */
export async function webRoutes(
  app: FastifyInstance,
  { config, shellDist, releases }: WebRoutesOptions,
) {
  const shellPage = new ShellPage(shellDist);

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/shell/',
    index: false,
    cacheControl: false,
    // Applies to the shell's files and to every remote file sent below.
    setHeaders: setStaticHeaders,
  });

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    (request, reply) => {
      const { remote, version } = request.params;
      const release = remoteNames.includes(remote as RemoteName)
        ? releases.get(remote as RemoteName)
        : undefined;
      if (!release || release.version !== version) {
        return reply.code(404).type('text/plain').send(`no version ${version} of remote ${remote}`);
      }
      return reply.sendFile(request.params['*'], release.dir, { cacheControl: false });
    },
  );

  const sendShell = (pathname: string, reply: FastifyReply) => {
    const route = findRoute(pathname);
    const html = shellPage.render(
      pageMeta(route, pathname),
      config.public,
      stableRegistry(releases),
    );
    return reply
      .code(route ? 200 : 404)
      .header('Cache-Control', PRIVATE_NO_STORE)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/', (_request, reply) => reply.redirect(`${SITE_BASE}/home`));
  app.get(SITE_BASE, (_request, reply) => reply.redirect(`${SITE_BASE}/home`));
  app.get(`${SITE_BASE}/*`, (request, reply) => sendShell(request.url.split('?')[0] ?? '', reply));

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return sendShell(request.url.split('?')[0] ?? '', reply);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/** Where the shell's build output lives in a checkout. */
export function shellDistIn(webRoot: string): string {
  return join(webRoot, 'shell', 'dist');
}
