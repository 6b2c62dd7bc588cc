import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicConfig } from '@gold/config';
import {
  fragmentIslands,
  hydratable,
  layoutFragmentFile,
  PAGE_SLOT,
  pageFragmentFile,
  pageHtmlAt,
  parseFragment,
  renderedWith,
  SENT_STYLES_ATTRIBUTE,
  withOfferedLanguages,
  type PrerenderedFragment,
} from '@gold/build-output';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gold/i18n';
import { serverIslandsOf, type ServerIsland } from '@gold/page-data';
import { siteRoutes, type SiteRoute } from '@gold/routes';
import { LRUCache } from 'lru-cache';
import { SHELL_PREFIX } from './shellPrefix';

/** A route's page as HTML, ready to go into the shell's page before any script has run. */
export interface PrerenderedPage {
  /** The layout with the page in it: the content of the root element. */
  html: string;
  /** One style element with the rules of both, with their ids for the browser's style cache. */
  styleTag: string;
  /**
   * True where the page is static (its fragment says so): it is never hydrated, so the browser
   * needs none of its remote's code for it.
   */
  static: boolean;
  /**
   * A static page's islands: the modules of its remote that draw them, the only code of its
   * remote the browser loads for it (none where the page has no island).
   */
  islands: string[];
  /** Its islands the server fills with its data as it sends the page (`@gold/page-data`). */
  serverIslands: ServerIsland[];
  /** The page in the layout drawn with the marks of the data `keys` names, where the layout has one. */
  dataTemplate?: { keys: string[]; html: string };
  /** The font files the layout draws the page's language in from the first paint: the head preloads them. */
  fonts: string[];
}

/** Where a page's fragment comes from: the folder of the remote version the visitor gets, and its URL. */
export interface PageSource {
  folder: string;
  baseUrl: string;
}

/**
 * Composed pages kept in memory: each route's page from a stable and a canary version, with room
 * for the versions a tester asks for. One is about 70 KB, mostly its CSS.
 */
export const COMPOSED_PAGES_KEPT = 64;

/** `</style` may not appear inside a style element; CSS never needs it. */
const safeCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * Puts the shell's prerendered layout and the prerendered page of the visitor's remote version
 * together. Where either is missing (a build without prerender, a remote hosted elsewhere), was
 * rendered with other config values than this server's, or with other ids than the page's root
 * hydrates with, there is none: the page is then drawn by its scripts alone, as it always can be.
 */
export class PrerenderedPages {
  // Build folders never change under a running server: a shell build is fixed, versions are immutable.
  private readonly fragments = new Map<string, PrerenderedFragment | null>();
  // So, too, is a page composed from them: joining its HTML and CSS anew cost 0.2 ms a request.
  private readonly composed = new LRUCache<string, PrerenderedPage | false>({
    max: COMPOSED_PAGES_KEPT,
  });
  private ofShell: Language[] | undefined;
  private readonly ofRemotes = new Map<string, Language[]>();

  constructor(
    private readonly shellDist: string,
    private readonly config: PublicConfig,
  ) {}

  /**
   * The page of `route` from `source` in `language`, its layout's language switch showing the
   * languages `offered`; kept, as a version's files never change.
   */
  compose(
    route: SiteRoute,
    source: PageSource,
    language: Language = DEFAULT_LANGUAGE,
    offered: readonly Language[] = [DEFAULT_LANGUAGE],
  ): PrerenderedPage | undefined {
    const key = [
      route.path,
      route.module,
      source.folder,
      source.baseUrl,
      language,
      offered.join(),
    ].join('\n');
    let page = this.composed.get(key);
    if (page === undefined) {
      page = this.composeAnew(route, source, language, offered) ?? false;
      this.composed.set(key, page);
    }
    return page || undefined;
  }

  /**
   * The languages the shell's build carries: those it drew the layout of every route in. English
   * always: a page without its fragment is drawn by its scripts.
   */
  shellLanguages(): Language[] {
    this.ofShell ??= this.languagesIn(
      this.shellDist,
      siteRoutes.map((route) => layoutFragmentFile.bind(null, route.path)),
    );
    return this.ofShell;
  }

  /** The languages the version in `folder` carries: those it drew each of `modules` in. */
  remoteLanguages(folder: string, modules: readonly string[]): Language[] {
    const key = `${folder}\n${modules.join()}`;
    let languages = this.ofRemotes.get(key);
    if (!languages) {
      languages = this.languagesIn(
        folder,
        modules.map((module) => pageFragmentFile.bind(null, module)),
      );
      this.ofRemotes.set(key, languages);
    }
    return languages;
  }

  private languagesIn(
    folder: string,
    files: readonly ((language: Language) => string)[],
  ): Language[] {
    return LANGUAGES.filter(
      (language) =>
        language === DEFAULT_LANGUAGE ||
        files.every((file) => this.read(join(folder, file(language))) !== null),
    );
  }

  private composeAnew(
    route: SiteRoute,
    source: PageSource,
    language: Language,
    offered: readonly Language[],
  ): PrerenderedPage | undefined {
    const layout = this.read(join(this.shellDist, layoutFragmentFile(route.path, language)));
    const page = this.read(join(source.folder, pageFragmentFile(route.module, language)));
    // A page rendered with other ids than the shell hydrates it with would not match.
    if (!layout || !page || !hydratable(page)) return undefined;
    // The layout's files (the faces of its script) are the shell's; the page's, its version's.
    const layoutHtml = (html: string) =>
      withOfferedLanguages(pageHtmlAt({ ...layout, html }, SHELL_PREFIX), offered);
    const [before, after, ...more] = layoutHtml(layout.html).split(PAGE_SLOT);
    if (after === undefined || more.length) return undefined;
    const pageHtml = pageHtmlAt(page, source.baseUrl);
    const marked = layout.dataTemplate && layoutHtml(layout.dataTemplate.html);
    const [markedBefore, markedAfter, ...markedMore] = marked?.split(PAGE_SLOT) ?? [];
    const styles = { ...layout.styles, ...page.styles };
    const ids = Object.keys(styles).filter((id) => styles[id]);
    const css = safeCss(ids.map((id) => styles[id]).join(''));
    return {
      html: `${before}${pageHtml}${after}`,
      // Not Emotion's own `data-emotion`: Emotion would move the element (see SENT_STYLES_ATTRIBUTE).
      styleTag: `<style ${SENT_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`,
      static: page.static === true,
      islands: fragmentIslands(page),
      fonts: (layout.fonts ?? []).map((file) =>
        pageHtmlAt({ ...layout, html: file }, SHELL_PREFIX),
      ),
      serverIslands: serverIslandsOf(page).map((island) => ({
        ...island,
        template: pageHtmlAt({ ...page, html: island.template }, source.baseUrl),
      })),
      ...(layout.dataTemplate &&
        markedAfter !== undefined &&
        !markedMore.length && {
          dataTemplate: {
            keys: layout.dataTemplate.keys,
            html: `${markedBefore}${pageHtml}${markedAfter}`,
          },
        }),
    };
  }

  /**
   * A static page's islands (none is an empty list), where the visitor's version sent as `source`
   * built the route's page static and its HTML can be sent; undefined otherwise.
   */
  staticIslands(route: SiteRoute, source: PageSource): string[] | undefined {
    const page = this.read(join(source.folder, pageFragmentFile(route.module)));
    return page?.static === true && hydratable(page) ? fragmentIslands(page) : undefined;
  }

  private read(path: string): PrerenderedFragment | null {
    let fragment = this.fragments.get(path);
    if (fragment === undefined) {
      fragment = existsSync(path) ? parseFragment(readFileSync(path, 'utf8')) : null;
      if (fragment && !renderedWith(fragment, this.config)) fragment = null;
      this.fragments.set(path, fragment);
    }
    return fragment;
  }
}
