import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { layoutAtFirstInteraction } from '@gold/build-output';
import type { ServerConfig } from '@gold/config/server';
import type { ResolvedRegistry } from '@gold/registry';
import { resolveForVisitor, type RemoteVersion } from '@gold/registry/model';
import { findRoute, SITE_BASE, siteRoutes, type RemoteName, type SiteRoute } from '@gold/routes';
import { refuseSourceMaps } from './sourceMapGuard';
import type { Queryable } from '../platform/database';
import { isDatabaseUnavailable } from '../platform/database/databaseUnavailable';
import type { RegistryService } from '../release/registry/registryService';
import { ReleaseCacheNotWritable, type ReleaseCache } from '../release/builds/releaseCache';
import { cacheControlFor, IMMUTABLE, PRIVATE_NO_STORE } from '../platform/http/cacheHeaders';
import { withPageFiles, withStaticPages } from './pageFiles';
import { remotePagePreloads, shellPreloads, uniqueByHref, type Preload } from './preloadLinks';
import type { GoldRateCache } from '../api/store';
import { branchesOfPage, pageStructuredData } from './seo/branchStructuredData';
import { filledPage, pageLoadCaptcha, ratesForPage, serverDataFor } from './serverData';
import { KeptPages, STAND_INS, type PageLoadValues } from './pageCache/keptPages';
import { calculatorPost, type PageAnswer } from './calculatorPost';
import { sentBack } from './sentBack';
import { chosenForm, ImmutableFiles } from './immutableFiles';
import type { PriceCalculation } from '../api/goldRateCalculate';
import { seoRoutes } from './seo/seoRoutes';
import { PrerenderedPages, type PageSource } from './prerenderedPages';
import { pageMeta, ShellPage } from './shellPage';
import { issueXsrfToken } from '../api/xsrf';
import { allowOriginsFor } from '../platform/security/securityHeaders';
import { remoteOriginsOf } from './pageOrigins';
import { previewLinkExchange, previewOverrides } from '../release/visitors/previewAccess';
import { visitorOf } from '../release/visitors/visitorCookie';
import {
  SERVED_VERSIONS_HEADER,
  servedVersionsHeader,
} from '../release/visitors/servedVersionsHeader';
import type { TokenSigner } from '../platform/security/signedToken';
import { issuePageView, servedVersions } from '../release/visitors/pageViewToken';

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

/** Where the shell's files are served. */
const SHELL_PREFIX = '/shell/';
/**
 * Room for the published versions' files held in memory with their compressed forms: a version's
 * files are about 1-2 MB in all, so this holds the few versions visitors are served at once.
 */
const HELD_FILES_BYTES = 64 * 2 ** 20;

/**
 * Room for pages kept with their compressed forms (about 200 KB a page): every page of a few
 * version mixes, each registry revision's replacing the last's.
 */
const KEPT_PAGES_BYTES = 32 * 2 ** 20;

/** Whether everything a page is drawn from could be read for it (not while the database is down). */
interface PageReads {
  complete: boolean;
}

/** Null for a version's files that cannot be had now (see localFolder); any other error thrown. */
function unreadableNow(error: unknown): null {
  if (isDatabaseUnavailable(error) || error instanceof ReleaseCacheNotWritable) return null;
  throw error;
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
  const shellPage = new ShellPage(shellDist);
  const prerenderedPages = new PrerenderedPages(shellDist, config.public);
  seoRoutes(app, { siteUrl: config.public.siteUrl });
  previewLinkExchange(app, signer, () =>
    registry.snapshot().then((snapshot) => snapshot.revokedPreviews),
  );
  const forShell = shellPreloads(shellDist);
  const forRemotePage = new Map<string, Preload[]>();
  // A version published here has its files in the database; one hosted elsewhere is only a URL.
  // Files not yet copied here cannot be while the database is down or this instance's disk
  // refuses them: the page goes without their preloads and prerendered fragment (null), and its
  // scripts load them from an instance that can (HAProxy retries a file answered 503). Such a
  // page is not kept.
  const localFolder = async (
    version: RemoteVersion,
    read: PageReads,
  ): Promise<string | undefined | null> => {
    if (!version.baseUrl.startsWith('/remotes/')) return undefined;
    const folder = await releases.folderFor(version.remote, version.version).catch(unreadableNow);
    if (folder === null) read.complete = false;
    return folder;
  };
  const preloadsKey = (version: RemoteVersion, module: string) =>
    `${version.remote}@${version.version}${module}`;
  const pagePreloads = async (
    version: RemoteVersion,
    module: string,
    read: PageReads,
  ): Promise<Preload[]> => {
    const key = preloadsKey(version, module);
    let preloads = forRemotePage.get(key);
    if (!preloads) {
      const folder = await localFolder(version, read);
      preloads = folder ? remotePagePreloads(version, folder, module, forShell) : [];
      if (folder !== null) forRemotePage.set(key, preloads);
    }
    return preloads;
  };
  // A static page's islands (null where the page is not static) by version and page, read once:
  // versions never change.
  const staticPages = new Map<string, string[] | null>();
  const staticIslands = async (
    version: RemoteVersion,
    route: SiteRoute,
    read: PageReads,
  ): Promise<void> => {
    const key = preloadsKey(version, route.module);
    if (staticPages.has(key)) return;
    const folder = await localFolder(version, read);
    // Unknown while the database is down: asked again once it is back.
    if (folder === null) return;
    const islands = folder
      ? prerenderedPages.staticIslands(route, { folder, baseUrl: version.baseUrl })
      : undefined;
    staticPages.set(key, islands ?? null);
  };
  // A page's fragment comes with the remote version the visitor gets. Where no version serves the
  // route, a shell build that holds its pages itself (the bench's monolith) may carry it.
  const pageSource = async (
    version: RemoteVersion | undefined,
    read: PageReads,
  ): Promise<PageSource | undefined> => {
    if (!version) return { folder: shellDist, baseUrl: SHELL_PREFIX };
    const folder = await localFolder(version, read);
    return folder ? { folder, baseUrl: version.baseUrl } : undefined;
  };

  // The visitor's registry with what moving to each page needs (pageFiles.ts): which pages of the
  // visitor's versions (and of stable behind a canary) are static, and the files of every page
  // and island, read before they are listed.
  const pagesOf = async (
    resolved: ResolvedRegistry,
    current: SiteRoute | undefined,
    versions: ReadonlyMap<string, RemoteVersion>,
    read: PageReads,
  ) => {
    await Promise.all(
      siteRoutes.flatMap((page) => {
        const remote = resolved.remotes[page.remote];
        return [remote?.version, remote?.fallback?.version].map((version) => {
          const known = versions.get(`${page.remote}@${version}`);
          return known && staticIslands(known, page, read);
        });
      }),
    );
    const staticOf = (remote: RemoteName, version: string, module: string) => {
      const known = versions.get(`${remote}@${version}`);
      return (known && staticPages.get(preloadsKey(known, module))) ?? undefined;
    };
    await Promise.all(
      siteRoutes.flatMap((page) => {
        const known = versions.get(`${page.remote}@${resolved.remotes[page.remote]?.version}`);
        if (!known) return [];
        const islands = staticOf(page.remote, known.version, page.module) ?? [];
        return [page.module, ...islands].map((module) => pagePreloads(known, module, read));
      }),
    );
    const filesOf = (remote: RemoteName, version: string, module: string) => {
      const known = versions.get(`${remote}@${version}`);
      if (!known) return [];
      const entry = `${known.baseUrl}${known.entryFile}`;
      return (forRemotePage.get(preloadsKey(known, module)) ?? [])
        .map((preload) => preload.href)
        .filter((href) => href !== entry);
    };
    return withStaticPages(withPageFiles(resolved, current, filesOf, staticOf), staticOf);
  };

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

  const heldFiles = new ImmutableFiles(HELD_FILES_BYTES);
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    // Sent in the form made once (immutableFiles.ts), not compressed again on each answer.
    { compress: false },
    async (request, reply) => {
      const { remote, version } = request.params;
      const snapshot = await registry.snapshot();
      const known = snapshot.versions.get(`${remote}@${version}`);
      if (!known || !known.baseUrl.startsWith('/remotes/')) {
        return reply
          .code(404)
          .type('text/plain')
          .send(`no published version ${version} of remote ${remote}`);
      }
      // An ended version is served to no one, preview grant or open page alike: a page still on
      // it fails over to stable, as for any load that fails.
      if (snapshot.revoked.has(`${remote}@${version}`))
        return reply
          .code(410)
          .header('Cache-Control', 'no-store')
          .type('text/plain')
          .send(`${remote}@${version} was ended (aborted or rolled back): it is served to no one`);
      const folder = await releases.folderFor(known.remote, version).catch(unreadableNow);
      // Only files already copied here are served while the database is down or the disk fails.
      if (folder === null)
        return reply
          .code(503)
          .header('Retry-After', '5')
          .type('text/plain')
          .send(`the files of ${remote}@${version} cannot be read now: try again shortly`);
      if (!folder)
        return reply.code(404).type('text/plain').send(`no files for ${remote}@${version}`);
      const file = await heldFiles.get(folder, request.params['*']);
      if (!file)
        return reply
          .code(404)
          .type('text/plain')
          .send(`no file ${request.params['*']} in ${remote}@${version}`);
      // A published version's files never change, so every one may be cached for good.
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('ETag', file.etag)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const { body, encoding } = chosenForm(file, request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.type(file.type).send(body);
    },
  );

  const keptPages = new KeptPages(KEPT_PAGES_BYTES);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, answer?: PageAnswer) => {
    const pathname = request.url.split('?')[0] ?? '';
    const route = findRoute(pathname);
    const snapshot = await registry.snapshot();
    const { revision, channels, versions, stableBackups } = snapshot;
    const overrides = previewOverrides(request, reply, signer, snapshot);
    const visitor = visitorOf(request, reply, signer);
    const resolved = resolveForVisitor(
      channels,
      (remote, version) => versions.get(`${remote}@${version}`),
      {
        bucket: visitor.bucket,
        overrides,
        stableBackups,
      },
    );
    allowOriginsFor(request, remoteOriginsOf(resolved));
    // The route's remote entry and page chunks download with the shell's, not after them.
    const chosen = route ? resolved.remotes[route.remote] : undefined;
    const chosenVersion = chosen ? versions.get(`${route?.remote}@${chosen.version}`) : undefined;
    const branches = await branchesOfPage(route, db, request.log);
    const pageRates = route ? await ratesForPage(rates, request.log) : null;
    issueXsrfToken(request, reply);
    // No view is counted here: HTML fetched and never run (a crawler, a link preview, a monitor)
    // is no page view. The page's own code reports its start, with this token, and only that
    // counts, for the route's remote version (docs/decisions/0043-guard-counts-visitors-sequentially.md).
    const started = route && chosen ? `${route.remote}@${chosen.version}` : null;
    const values: PageLoadValues = {
      view: issuePageView(signer, servedVersions(resolved), started, visitor),
      ...pageLoadCaptcha(signer),
    };
    reply
      .code(answer?.status ?? (route ? 200 : 404))
      .header('Cache-Control', PRIVATE_NO_STORE)
      .header(SERVED_VERSIONS_HEADER, servedVersionsHeader(resolved))
      .type('text/html; charset=utf-8');
    // Pages the same for every page load but its tokens are kept (keptPages.ts); a form's answer
    // and a preview are drawn for themselves.
    const key =
      answer || Object.keys(overrides).length > 0
        ? undefined
        : JSON.stringify([revision, route?.path ?? null, resolved, pageRates, branches ?? null]);
    const kept = key && keptPages.answer(key, values, request.headers['accept-encoding']);
    if (kept) {
      if (kept.encoding) reply.header('Content-Encoding', kept.encoding);
      return reply.header('Vary', 'Accept-Encoding').send(kept.body);
    }

    // Files the database cannot hand over now leave the page without them: it is not kept.
    const read = { complete: true };
    const structuredData = pageStructuredData(branches, config.public);
    const source = route && (await pageSource(chosenVersion, read));
    const composed = route && source ? prerenderedPages.compose(route, source) : undefined;
    const registryOfPage = await pagesOf(resolved, route, versions, read);
    // Its islands and layout drawn with this page load's captcha, today's rates and the branches.
    const withData = (drawnWith: PageLoadValues) =>
      composed && (composed.serverIslands.length || composed.dataTemplate)
        ? filledPage(composed, {
            ...serverDataFor(pageRates, branches, drawnWith),
            ...answer?.data,
          })
        : composed;
    const shape = withData(values);
    // A static page is its HTML: of its remote's code, only its islands' is loaded for it.
    const codeModules = !route ? [] : shape?.static ? shape.islands : [route.module];
    const pageCode = chosenVersion
      ? await Promise.all(codeModules.map((module) => pagePreloads(chosenVersion, module, read)))
      : [];
    // Its layout too, but where the page or its islands go first.
    const layoutLater =
      shape !== undefined &&
      layoutAtFirstInteraction({ static: shape.static, islands: shape.islands.length > 0 });
    const layout = layoutLater ? [] : forShell.layout;
    const preloads = uniqueByHref([...forShell.always, ...layout, ...pageCode.flat()]);
    // The page drawn with `filled` (its islands and layout with a page load's values) and `view`.
    const draw = (filled: typeof shape, view: string) => {
      const prerendered =
        filled && answer?.sentBack
          ? { ...filled, html: sentBack(filled.html, answer.sentBack) }
          : filled;
      return shellPage.render(
        { ...pageMeta(route), structuredData },
        config.public,
        { ...registryOfPage, view, ...(started && { started }) },
        preloads,
        prerendered,
      );
    };
    const html = draw(shape, values.view);
    if (key && read.complete)
      keptPages.keep(key, draw(withData(STAND_INS), STAND_INS.view), html, values);
    return reply.send(html);
  };

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
