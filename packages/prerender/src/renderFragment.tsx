import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as StoreProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { provideSiteConfig, type PublicConfig } from '@gold/config';
import { siteStore } from '@gold/http';
import type { PrerenderedFragment } from '@gold/build-output';
import { UiProvider } from '@gold/ui';
import { createStyleCollector } from '@gold/ui/server';
import { trackReads } from './trackReads';

/** Where and with what a fragment is rendered. */
export interface FragmentContext {
  /** The URL path the router is at (the active navigation link depends on it). */
  path: string;
  /** The server's public config, as the pages read it from the inlined config in the browser. */
  config: PublicConfig;
}

/**
 * Renders `element` to HTML inside the providers the shell gives every page, with the CSS it uses
 * apart from the markup, and the config values it read.
 */
export function renderFragment(
  element: ReactNode,
  { path, config }: FragmentContext,
): PrerenderedFragment {
  const { tracked, read } = trackReads(config);
  provideSiteConfig(tracked);
  const collector = createStyleCollector();
  const html = renderToString(
    collector.wrap(
      <StoreProvider store={siteStore}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </UiProvider>
      </StoreProvider>,
    ),
  );
  return { html, styles: collector.styles(), config: read };
}
