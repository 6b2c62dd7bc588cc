import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { provideSiteConfig, type PublicConfig } from '@gold/config';
import { PAGE_ID_PREFIX, STATIC_PAGE_EXPORT, type PrerenderedFragment } from '@gold/build-output';
import { SiteProviders } from '@gold/ui';
import { createStyleCollector } from '@gold/ui/server';
import { trackReads } from './trackReads';

/** What a render needs besides the element. */
export interface RenderOptions {
  /** The server's public config, as the pages read it from the inlined config in the browser. */
  config: PublicConfig;
  /** The `identifierPrefix` of the root that will hydrate the HTML. */
  identifierPrefix?: string;
}

/**
 * Renders `element` to HTML as it is (the caller gives the providers), with the CSS it uses apart
 * from the markup, and the config values it read.
 */
export function renderWithStyles(
  element: ReactNode,
  { config, identifierPrefix }: RenderOptions,
): PrerenderedFragment {
  const { tracked, read } = trackReads(config);
  provideSiteConfig(tracked);
  const collector = createStyleCollector();
  const html = renderToString(collector.wrap(element), { identifierPrefix });
  return { html, styles: collector.styles(), config: read };
}

/**
 * Renders a remote's page as the shell hydrates it: in the site's providers, in a root of its
 * own with the page's identifier prefix.
 */
export function renderFragment(page: ReactNode, config: PublicConfig): PrerenderedFragment {
  const fragment = renderWithStyles(<SiteProviders>{page}</SiteProviders>, {
    config,
    identifierPrefix: PAGE_ID_PREFIX,
  });
  return { ...fragment, idPrefix: PAGE_ID_PREFIX };
}

/** An exposed page module: its page, and whether it says it is static (see `STATIC_PAGE_EXPORT`). */
export interface ExposedPage {
  default: ComponentType;
  [STATIC_PAGE_EXPORT]?: unknown;
}

/** Renders an exposed page module's page as {@link renderFragment} does, marked static if it says so. */
export function renderExposedPage(module: ExposedPage, config: PublicConfig): PrerenderedFragment {
  const fragment = renderFragment(createElement(module.default), config);
  return module[STATIC_PAGE_EXPORT] === true ? { ...fragment, static: true } : fragment;
}
