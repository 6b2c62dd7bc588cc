import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '@gold/config/server';
import { SITE_BASE } from '@gold/routes';
import { refuseSourceMaps } from './sourceMapGuard';
import type { Queryable } from '../platform/database';
import type { RegistryService } from '../release/registry/registryService';
import type { ReleaseCache } from '../release/builds/releaseCache';
import { cacheControlFor } from '../platform/http/cacheHeaders';
import type { GoldRateCache } from '../api/store';
import { calculatorPost } from './calculatorPost';
import type { PriceCalculation } from '../api/goldRateCalculate';
import { seoRoutes } from './seo/seoRoutes';
import { PrerenderedPages } from './prerenderedPages';
import { ShellPage } from './shellPage';
import { previewLinkExchange } from '../release/visitors/previewAccess';
import type { TokenSigner } from '../platform/security/signedToken';
import { PageParts } from './pageParts';
import { SHELL_PREFIX } from './shellPrefix';
import { pageSender } from './sendPage';
import { remoteFileRoute } from './remoteFileRoute';

export interface WebRoutesOptions {
  config: ServerConfig;
  /** Folder of the shell's build output. */
  shellDist: string;
  registry: RegistryService;
  /** This instance's local copy of the published versions' files. */
  releases: ReleaseCache;
  /** Read for the branches page's cards and structured data. */
  db: Queryable;
  /** Today's rates, for the pages that show them in their first paint. */
  rates: GoldRateCache;
  /** Signs each visitor's cookie and page view's token (what its reports must carry). */
  signer: TokenSigner;
  /** The calculator's pricing, the API's own, for the calculator page's plain post. */
  price: PriceCalculation;
}

function setStaticHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', cacheControlFor(filePath));
  reply.header('X-Content-Type-Options', 'nosniff');
}

/** The shell's HTML for every site route, the shell's files and every published remote version. */
export async function webRoutes(
  app: FastifyInstance,
  { config, shellDist, registry, releases, db, rates, signer, price }: WebRoutesOptions,
) {
  const prerenderedPages = new PrerenderedPages(shellDist, config.public);
  seoRoutes(app, { siteUrl: config.public.siteUrl });
  previewLinkExchange(app, signer, () =>
    registry.snapshot().then((snapshot) => snapshot.revokedPreviews),
  );

  // Source maps show our sources; in production they are served only when configured.
  if (!config.serveSourceMaps) refuseSourceMaps(app);

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: SHELL_PREFIX,
    index: false,
    cacheControl: false,
    // Applies to the shell's files and to every remote file sent below.
    setHeaders: setStaticHeaders,
  });
  remoteFileRoute(app, { registry, releases });

  const sendShell = pageSender({
    config,
    registry,
    db,
    rates,
    signer,
    shellPage: new ShellPage(shellDist),
    prerenderedPages,
    parts: new PageParts(shellDist, releases, prerenderedPages),
  });
  app.get('/', (_request, reply) => reply.redirect(`${SITE_BASE}/home`));
  app.get(SITE_BASE, (_request, reply) => reply.redirect(`${SITE_BASE}/home`));
  app.get(`${SITE_BASE}/*`, (request, reply) => sendShell(request, reply));
  calculatorPost(app, { price, signer, sendPage: sendShell });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html'))
      return sendShell(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/** Where the shell's build output lives in a checkout. */
export function shellDistIn(webRoot: string): string {
  return join(webRoot, 'shell', 'dist');
}
