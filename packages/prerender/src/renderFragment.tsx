import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { provideSiteConfig, type PublicConfig } from '@gold/config';
import { PAGE_ID_PREFIX, STATIC_PAGE_EXPORT, type PrerenderedFragment } from '@gold/build-output';
import { SiteProviders } from '@gold/ui';
import {
  escapeHtml,
  PROPS_MARK,
  serverIslandEnd,
  serverIslandStart,
  type ServerIsland,
} from '@gold/page-data';
import {
  ISLAND_PROPS_ATTRIBUTE,
  IslandCollectorContext,
  islandIdPrefix,
  type FoundIsland,
  type IslandCollector,
} from '@gold/ui/island';
import { createStyleCollector } from '@gold/ui/server';
import { trackReads } from './trackReads';

/** What a render needs besides the element. */
export interface RenderOptions {
  /** The server's public config, as the pages read it from the inlined config in the browser. */
  config: PublicConfig;
  /** The `identifierPrefix` of the root that will hydrate the HTML. */
  identifierPrefix?: string;
}

/** Renders each element to HTML with the config given, the CSS of all of them gathered in one place. */
function renderSession(config: PublicConfig) {
  const { tracked, read } = trackReads(config);
  provideSiteConfig(tracked);
  const collector = createStyleCollector();
  return {
    render: (element: ReactNode, identifierPrefix?: string) =>
      renderToString(collector.wrap(element), { identifierPrefix }),
    done: () => ({ styles: collector.styles(), config: read }),
  };
}

/**
 * Renders `element` to HTML as it is (the caller gives the providers), with the CSS it uses apart
 * from the markup, and the config values it read.
 */
export function renderWithStyles(
  element: ReactNode,
  { config, identifierPrefix }: RenderOptions,
): PrerenderedFragment {
  const session = renderSession(config);
  const html = session.render(element, identifierPrefix);
  return { html, ...session.done() };
}

/**
 * Renders a remote's page as the shell hydrates it: in the site's providers, in a root of its
 * own with the page's identifier prefix. Each {@link Island} in it is rendered apart, in a root
 * of its own with the prefix its element names, as the browser hydrates it.
 */
export function renderFragment(page: ReactNode, config: PublicConfig): PrerenderedFragment {
  // The design system's global CSS (its tokens, reset and layers), which the providers write
  // whatever the page: the layout every page goes into brings it, on the server's first page and
  // in the document a page is moved into, so a page's fragment leaves it out.
  const frame = renderSession(config);
  frame.render(<SiteProviders>{null}</SiteProviders>);
  const frameRules = new Set(Object.keys(frame.done().styles));
  const session = renderSession(config);
  const found = new Map<string, FoundIsland & { idPrefix: string; slot: string }>();
  const serverIslands: ServerIsland[] = [];
  const islands: IslandCollector = {
    add(key, island) {
      let known = found.get(key);
      if (!known) {
        const index = found.size;
        known = { ...island, idPrefix: islandIdPrefix(index), slot: `<!--island:${index}-->` };
        found.set(key, known);
      }
      return known;
    },
  };
  let html = session.render(
    <IslandCollectorContext value={islands}>
      <SiteProviders>{page}</SiteProviders>
    </IslandCollectorContext>,
    PAGE_ID_PREFIX,
  );
  for (const island of found.values()) {
    const islandHtml = session.render(
      <SiteProviders>{island.element}</SiteProviders>,
      island.idPrefix,
    );
    if (!island.template) {
      html = html.replace(island.slot, () => islandHtml);
      continue;
    }
    const templateHtml = session.render(
      <SiteProviders>{island.template.element}</SiteProviders>,
      island.idPrefix,
    );
    html = withServerIsland(
      html,
      island.slot,
      islandHtml,
      templateHtml,
      island.template,
      serverIslands,
    );
  }
  const modules = [...new Set([...found.values()].map((island) => island.module))];
  const { styles, config: read } = session.done();
  return {
    html,
    styles: Object.fromEntries(Object.entries(styles).filter(([id]) => !frameRules.has(id))),
    config: read,
    idPrefix: PAGE_ID_PREFIX,
    ...(modules.length > 0 ? { islands: modules } : {}),
    ...(serverIslands.length > 0 ? { serverIslands } : {}),
  };
}

/**
 * `html` with the island at `slot` drawn without the server's data, between the marks of the
 * next server island; that island, drawn with the data's marks, added to `serverIslands`.
 */
function withServerIsland(
  html: string,
  slot: string,
  plain: string,
  template: string,
  { keys, props }: NonNullable<FoundIsland['template']>,
  serverIslands: ServerIsland[],
): string {
  const element = new RegExp(`<div [^>]*>${slot}</div>`).exec(html);
  const startTag = element?.[0].slice(0, -slot.length - '</div>'.length);
  const propsAttribute = `${ISLAND_PROPS_ATTRIBUTE}="${escapeHtml(JSON.stringify(props))}"`;
  if (!element || !startTag?.includes(propsAttribute))
    throw new Error(`The element of the island at ${slot} was not drawn as expected`);
  const index = serverIslands.length;
  serverIslands.push({
    keys: [...keys],
    props: props as Record<string, unknown>,
    template: `${startTag.replace(propsAttribute, `${ISLAND_PROPS_ATTRIBUTE}="${PROPS_MARK}"`)}${template}</div>`,
  });
  const drawn = `${serverIslandStart(index)}${startTag}${plain}</div>${serverIslandEnd(index)}`;
  return html.replace(element[0], () => drawn);
}

/** An exposed page module: its page, and whether it says it is static (see `STATIC_PAGE_EXPORT`). */
export interface ExposedPage {
  default: ComponentType;
  [STATIC_PAGE_EXPORT]?: unknown;
}

/**
 * Renders an exposed page module's page as {@link renderFragment} does, marked static if it says
 * so; a page with islands must.
 */
export function renderExposedPage(module: ExposedPage, config: PublicConfig): PrerenderedFragment {
  const fragment = renderFragment(createElement(module.default), config);
  const isStatic = module[STATIC_PAGE_EXPORT] === true;
  // Its islands' HTML was rendered in roots of their own, which one root for the page would not match.
  if (fragment.islands && !isStatic)
    throw new Error(`A page with islands (${fragment.islands.join(', ')}) must say it is static`);
  return isStatic ? { ...fragment, static: true } : fragment;
}
