import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { STYLE_CACHE_KEY } from '../system/sentStylesCache';

/** Collects the CSS rules of a server render apart from its markup. */
export interface StyleCollector {
  /** Wraps the element to render, so that its components put their rules here. */
  wrap(element: ReactNode): ReactNode;
  /** The rules written so far, by the id the browser's Emotion knows them by. */
  styles(): Record<string, string>;
}

/**
 * A style collector for one server render. The browser's Emotion uses the same cache key, so class
 * names match; the server sends the rules with their ids, which the browser's cache adopts.
 */
export function createStyleCollector(): StyleCollector {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  // Compat mode keeps rules in the cache instead of writing <style> elements between the
  // elements, where they would break `:first-child` and the like.
  cache.compat = true;
  return {
    wrap: (element) => <CacheProvider value={cache}>{element}</CacheProvider>,
    styles() {
      const styles: Record<string, string> = {};
      for (const [id, rules] of Object.entries(cache.inserted)) {
        if (typeof rules === 'string') styles[id] = rules;
      }
      return styles;
    },
  };
}
