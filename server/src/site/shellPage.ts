import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATIC_PAGE_ATTRIBUTE } from '@gold/build-output';
import { inlineJsonScript, SITE_CONFIG_ELEMENT_ID, type PublicConfig } from '@gold/config';
import { LAYOUT_DATA_ELEMENT_ID, type LayoutData } from '@gold/page-data';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import { DEFAULT_LANGUAGE, languageFacts, withLanguage, type Language } from '@gold/i18n';
import { notFoundWords, routeHref, routeIn, type SiteRoute } from '@gold/routes';
import { coverTags, scriptsAfterPaintTags } from './inlineScripts';
import { preloadTags, type Preload } from './preloadLinks';
import type { PrerenderedPage } from './prerenderedPages';
import { headTags } from './seo/headTags';
import { previewBanner } from './previewBanner';
import { absoluteUrl } from './seo/siteUrls';
import { structuredDataDocument, type JsonLdNode } from './seo/structuredData';

const HEAD_MARKER = '<!--ssr-head-->';
/** The template's document element, which says the page's language. */
const HTML_START = /<html\b([^>]*)>/;
const BODY_MARKER = '<!--ssr-body-->';
const ROOT = '<div id="root">';
const BODY_END = '</body>';
/** The entry's script tag, which the build writes into the template. */
const ENTRY_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const INTEGRITY = /\bintegrity="([^"]+)"/;

/** What a page's head says about it. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, for the canonical link; absent for pages that have none (not found). */
  path?: string;
  /** JSON-LD nodes of this page, after the organization's (the branches on the branches page). */
  structuredData?: readonly JsonLdNode[];
  /** The page's language; English where absent. */
  language?: Language;
  /** The languages the page is offered in, each at its own URL (`hreflang` alternates). */
  offered?: readonly Language[];
}

/**
 * The meta of a site route in `language` (its path in the route's own spelling, for the
 * canonical link), or of the not-found page; `offered`, the languages the page has.
 */
export function pageMeta(
  route: SiteRoute | undefined,
  language: Language = DEFAULT_LANGUAGE,
  offered: readonly Language[] = [DEFAULT_LANGUAGE],
): PageMeta {
  return route
    ? { ...routeIn(route, language), path: routeHref(route), language, offered }
    : { ...notFoundWords.in(language), language };
}

/**
 * The page at its URL in each language it is offered in, and English as `x-default`, for search
 * engines; none where it is offered in one language, or has no URL of its own.
 */
function alternatesOf(
  offered: readonly Language[],
  urlIn: (language: Language) => string | undefined,
): { hreflang: string; href: string }[] {
  const english = urlIn(DEFAULT_LANGUAGE);
  if (offered.length < 2 || english === undefined) return [];
  return [
    ...offered.map((language) => ({
      hreflang: languageFacts[language].tag,
      href: urlIn(language) ?? english,
    })),
    { hreflang: 'x-default', href: english },
  ];
}

/**
 * The preloads of the faces the layout draws its language in: asked for before the first layout,
 * so an optional face is there for it or not used at all (decision 0057). Fonts load in CORS
 * mode, hence `crossorigin`, for the preload to be the file the style asks for.
 */
function fontPreloadTags(fonts: readonly string[]): string {
  return fonts
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/** How a page differs by whether it comes prerendered: the parts the template's markers take. */
interface PageShape {
  template: string;
  /** The last tags of the head. */
  headEnd: string;
  /** The root element's start tag and content. */
  root: string;
  /** What comes before `</body>`. */
  bodyEnd: string;
}

/** Renders the shell's built index.html for one request, with meta, config and registry inlined. */
export class ShellPage {
  private readonly template: string;
  /** The template without the entry's script tag, for pages whose scripts start after paint. */
  private readonly templateWithoutEntry: string;
  private readonly entry: Preload;

  constructor(shellDist: string) {
    this.template = readFileSync(join(shellDist, 'index.html'), 'utf8');
    for (const marker of [HEAD_MARKER, `${ROOT}${BODY_MARKER}`, BODY_END]) {
      if (!this.template.includes(marker))
        throw new Error(`${shellDist}/index.html has no ${marker}: rebuild the shell`);
    }
    const entries = [...this.template.matchAll(ENTRY_TAG)];
    const [tag, href] = entries[0] ?? [];
    const integrity = tag && INTEGRITY.exec(tag)?.[1];
    if (entries.length !== 1 || !href || !integrity)
      throw new Error(`${shellDist}/index.html needs one entry script with its integrity`);
    this.entry = { href, integrity };
    this.templateWithoutEntry = this.template.replace(tag, '');
  }

  /**
   * The page for one request. With `prerendered`, the root holds the page as HTML, marked so that
   * the scripts hydrate it (only the layout where the page is static); it works as HTML (links,
   * fields) until they do, and its scripts (the entry and `preloads`) start after its first
   * paint, or at the visitor's first interaction where it is static. Without, the head starts
   * them.
   */
  render(
    meta: PageMeta,
    config: PublicConfig,
    registry: ResolvedRegistry,
    preloads: readonly Preload[] = [],
    prerendered?: PrerenderedPage & { layoutData?: LayoutData },
  ): string {
    const shape = prerendered
      ? this.prerenderedShape(prerendered, preloads)
      : this.drawnShape(preloads);
    const language = meta.language ?? DEFAULT_LANGUAGE;
    const { path, offered = [] } = meta;
    const urlIn = (other: Language) =>
      path === undefined ? undefined : absoluteUrl(config.siteUrl, withLanguage(path, other));
    const head = [
      ...headTags({
        title: `${meta.title} | ${config.brandName}`,
        description: meta.description,
        canonicalUrl: urlIn(language),
        alternates: alternatesOf(offered, urlIn),
        locale: languageFacts[language].tag.replace('-', '_'),
        siteName: config.brandName,
        structuredData: structuredDataDocument(config, meta.structuredData),
      }),
      inlineJsonScript(SITE_CONFIG_ELEMENT_ID, config),
      inlineJsonScript(REGISTRY_ELEMENT_ID, registry),
      prerendered?.layoutData && inlineJsonScript(LAYOUT_DATA_ELEMENT_ID, prerendered.layoutData),
      shape.headEnd,
    ];
    return shape.template
      .replace(
        HTML_START,
        (_, attributes: string) =>
          `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${languageFacts[language].tag}">`,
      )
      .replace(HEAD_MARKER, () => head.filter(Boolean).join('\n    '))
      .replace(`${ROOT}${BODY_MARKER}`, () => `${previewBanner(registry)}${shape.root}`)
      .replace(BODY_END, () => `${shape.bodyEnd}${BODY_END}`);
  }

  /** A page the scripts draw: they start from the head. */
  private drawnShape(preloads: readonly Preload[]): PageShape {
    return { template: this.template, headEnd: preloadTags(preloads), root: ROOT, bodyEnd: '' };
  }

  /**
   * A prerendered page: its styles in the head, its HTML in the root, the lifter of its cover if
   * it has one (and the rule that hides the cover where no script runs), and its scripts after
   * paint.
   */
  private prerenderedShape(page: PrerenderedPage, preloads: readonly Preload[]): PageShape {
    // A static page's HTML is the page: without islands its scripts would only hydrate the
    // layout, which works as HTML until the visitor first touches it.
    const scripts = scriptsAfterPaintTags({
      entry: this.entry,
      preloads: preloads.filter((preload) => preload.href !== this.entry.href),
      start: page.static && page.islands.length === 0 ? 'interaction' : 'paint',
    });
    const cover = coverTags(page.html);
    return {
      template: this.templateWithoutEntry,
      headEnd: `${fontPreloadTags(page.fonts)}${page.styleTag}${cover.head}`,
      root: `<div id="root" data-prerendered${page.static ? ` ${STATIC_PAGE_ATTRIBUTE}` : ''}>${page.html}`,
      bodyEnd: `${cover.body}${scripts}\n`,
    };
  }
}
