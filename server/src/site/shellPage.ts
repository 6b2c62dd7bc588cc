import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATIC_PAGE_ATTRIBUTE } from '@gold/build-output';
import { inlineJsonScript, SITE_CONFIG_ELEMENT_ID, type PublicConfig } from '@gold/config';
import { LAYOUT_DATA_ELEMENT_ID, type LayoutData } from '@gold/page-data';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import { routeHref, type SiteRoute } from '@gold/routes';
import { coverTags, scriptsAfterPaintTags } from './inlineScripts';
import { preloadTags, type Preload } from './preloadLinks';
import type { PrerenderedPage } from './prerenderedPages';
import { headTags } from './seo/headTags';
import { previewBanner } from './previewBanner';
import { absoluteUrl } from './seo/siteUrls';
import { structuredDataDocument, type JsonLdNode } from './seo/structuredData';

const HEAD_MARKER = '<!--ssr-head-->';
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
}

/** The meta of a site route (canonical path in the route's own spelling), or of the not-found page. */
export function pageMeta(route: SiteRoute | undefined): PageMeta {
  return route
    ? { title: route.title, description: route.description, path: routeHref(route) }
    : { title: 'Page not found', description: 'The page you asked for does not exist.' };
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
    const head = [
      ...headTags({
        title: `${meta.title} | ${config.brandName}`,
        description: meta.description,
        canonicalUrl: meta.path ? absoluteUrl(config.siteUrl, meta.path) : undefined,
        siteName: config.brandName,
        structuredData: structuredDataDocument(config, meta.structuredData),
      }),
      inlineJsonScript(SITE_CONFIG_ELEMENT_ID, config),
      inlineJsonScript(REGISTRY_ELEMENT_ID, registry),
      prerendered?.layoutData && inlineJsonScript(LAYOUT_DATA_ELEMENT_ID, prerendered.layoutData),
      shape.headEnd,
    ];
    return shape.template
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
      headEnd: `${page.styleTag}${cover.head}`,
      root: `<div id="root" data-prerendered${page.static ? ` ${STATIC_PAGE_ATTRIBUTE}` : ''}>${page.html}`,
      bodyEnd: `${cover.body}${scripts}\n`,
    };
  }
}
