import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Provider as StoreProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { provideSiteConfig, type PublicConfig } from '@gold/config';
import { siteStore } from '@gold/http';
import type { PrerenderedFragment } from '@gold/registry';
import { UiProvider } from '@gold/ui';
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
export function renderFragment(element: ReactNode, { path, config }: FragmentContext): PrerenderedFragment {
  const { tracked, read } = trackReads(config);
  provideSiteConfig(tracked);
  // The browser's Emotion uses the same key, so class names match and it adopts these rules.
  const cache = createCache({ key: 'css' });
  // Compat mode keeps rules in the cache instead of writing <style> elements between the
  // elements, where they would break `:first-child` and the like.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <StoreProvider store={siteStore}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </UiProvider>
      </StoreProvider>
    </CacheProvider>,
  );
  const styles: Record<string, string> = {};
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules === 'string') styles[id] = rules;
  }
  return { html, styles, config: read };
}
