import type { FastifyReply, FastifyRequest } from 'fastify';
import { layoutAtFirstInteraction } from '@gold/build-output';
import type { ServerConfig } from '@gold/config/server';
import { offeredLanguages } from '@gold/i18n';
import { resolveForVisitor, versionKey } from '@gold/registry/model';
import { findRoute } from '@gold/routes';
import type { Queryable } from '../platform/database';
import type { RegistryService } from '../release/registry/registryService';
import { PRIVATE_NO_STORE } from '../platform/http/cacheHeaders';
import type { TokenSigner } from '../platform/security/signedToken';
import { allowOriginsFor } from '../platform/security/securityHeaders';
import type { GoldRateCache } from '../api/store';
import { issueXsrfToken } from '../api/xsrf';
import { previewOverrides } from '../release/visitors/previewAccess';
import { visitorOf } from '../release/visitors/visitorCookie';
import {
  SERVED_VERSIONS_HEADER,
  servedVersionsHeader,
} from '../release/visitors/servedVersionsHeader';
import { issuePageView, servedVersions } from '../release/visitors/pageViewToken';
import { uniqueByHref } from './preloadLinks';
import { branchesOfPage, pageStructuredData } from './seo/branchStructuredData';
import { filledPage, pageLoadCaptcha, ratesForPage, serverDataFor } from './serverData';
import { KeptPages, STAND_INS, type PageLoadValues } from './pageCache/keptPages';
import type { PageAnswer } from './calculatorPost';
import { sentBack } from './sentBack';
import type { PrerenderedPages } from './prerenderedPages';
import { pageMeta, type ShellPage } from './shellPage';
import { remoteOriginsOf } from './pageOrigins';
import type { PageParts } from './pageParts';
import { pageLanguageOf } from './pageLanguage';

/**
 * Room for pages kept with their compressed forms (about 200 KB a page): every page of a few
 * version mixes, each registry revision's replacing the last's.
 */
const KEPT_PAGES_BYTES = 32 * 2 ** 20;

export interface PageSenderOptions {
  config: ServerConfig;
  registry: RegistryService;
  /** Read for the branches page's cards and structured data. */
  db: Queryable;
  /** Today's rates, for the pages that show them in their first paint. */
  rates: GoldRateCache;
  /** Signs each visitor's cookie and page view's token (what its reports must carry). */
  signer: TokenSigner;
  shellPage: ShellPage;
  prerenderedPages: PrerenderedPages;
  parts: PageParts;
}

/** Sends a site page: `answer` is a form's plain post's outcome, drawn into the page. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer?: PageAnswer,
) => Promise<FastifyReply>;

/** The shell's HTML of a page for this visitor: their versions, the page's data and its tokens. */
export function pageSender({
  config,
  registry,
  db,
  rates,
  signer,
  shellPage,
  prerenderedPages,
  parts,
}: PageSenderOptions): SendPage {
  const keptPages = new KeptPages(KEPT_PAGES_BYTES);
  return async (request, reply, answer) => {
    const pathname = request.url.split('?')[0] ?? '';
    const route = findRoute(pathname);
    const snapshot = await registry.snapshot();
    const { revision, channels, versions, stableBackups } = snapshot;
    const overrides = previewOverrides(request, reply, signer, snapshot);
    const visitor = visitorOf(request, reply, signer);
    const resolved = resolveForVisitor(
      channels,
      (remote, version) => versions.get(versionKey(remote, version)),
      {
        bucket: visitor.bucket,
        overrides,
        stableBackups,
      },
    );
    allowOriginsFor(request, remoteOriginsOf(resolved));
    // The route's remote entry and page chunks download with the shell's, not after them.
    const chosen = route ? resolved.remotes[route.remote] : undefined;
    const started = route && chosen ? versionKey(route.remote, chosen.version) : null;
    const chosenVersion = started ? versions.get(started) : undefined;
    // Files the database cannot hand over now leave the page without them: it is not kept.
    const read = { complete: true };
    // Offered where every version of the visitor's page mix carries it, and the shell.
    const offered = offeredLanguages([
      prerenderedPages.shellLanguages(),
      ...(await parts.languagesOf(resolved, versions, read)),
    ]);
    const language = pageLanguageOf(request, reply, offered);
    const branches = await branchesOfPage(route, db, request.log);
    const pageRates = route ? await ratesForPage(rates, request.log) : null;
    issueXsrfToken(request, reply);
    // No view is counted here: HTML fetched and never run (a crawler, a link preview, a monitor)
    // is no page view. The page's own code reports its start, with this token, and only that
    // counts, for the route's remote version (docs/decisions/0043-guard-counts-visitors-sequentially.md).
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
        : JSON.stringify([
            revision,
            route?.path ?? null,
            resolved,
            pageRates,
            branches ?? null,
            language,
            offered,
          ]);
    const kept = key && keptPages.answer(key, values, request.headers['accept-encoding']);
    if (kept) {
      if (kept.encoding) reply.header('Content-Encoding', kept.encoding);
      return reply.header('Vary', 'Accept-Encoding').send(kept.body);
    }

    const structuredData = pageStructuredData(branches, config.public);
    const source = route && (await parts.pageSource(chosenVersion, read));
    const composed =
      route && source ? prerenderedPages.compose(route, source, language, offered) : undefined;
    const registryOfPage = await parts.pagesOf(resolved, route, versions, read);
    // Its islands and layout drawn with this page load's captcha, today's rates and the branches.
    const withData = (drawnWith: PageLoadValues) =>
      composed && (composed.serverIslands.length || composed.dataTemplate)
        ? filledPage(composed, {
            ...serverDataFor(pageRates, branches, drawnWith, language),
            ...answer?.data,
          })
        : composed;
    const shape = withData(values);
    // A static page is its HTML: of its remote's code, only its islands' is loaded for it.
    const codeModules = !route ? [] : shape?.static ? shape.islands : [route.module];
    const pageCode = chosenVersion
      ? await Promise.all(
          codeModules.map((module) => parts.pagePreloads(chosenVersion, module, read)),
        )
      : [];
    // Its layout too, but where the page or its islands go first.
    const layoutLater =
      shape !== undefined &&
      layoutAtFirstInteraction({ static: shape.static, islands: shape.islands.length > 0 });
    const layout = layoutLater ? [] : parts.forShell.layout;
    const preloads = uniqueByHref([...parts.forShell.always, ...layout, ...pageCode.flat()]);
    // The page drawn with `filled` (its islands and layout with a page load's values) and `view`.
    const draw = (filled: typeof shape, view: string) => {
      const prerendered =
        filled && answer?.sentBack
          ? { ...filled, html: sentBack(filled.html, answer.sentBack) }
          : filled;
      return shellPage.render(
        { ...pageMeta(route, language, offered), structuredData },
        config.public,
        { ...registryOfPage, view, ...(started && { started }), languages: offered },
        preloads,
        prerendered,
      );
    };
    const html = draw(shape, values.view);
    if (key && read.complete)
      keptPages.keep(key, draw(withData(STAND_INS), STAND_INS.view), html, values);
    return reply.send(html);
  };
}
