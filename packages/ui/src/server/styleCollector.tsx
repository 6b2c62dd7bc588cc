import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/** Collects the CSS rules of a server render apart from its markup. */
export interface StyleCollector {
  /** Wraps the element to render, so that its components put their rules here. */
  wrap(element: ReactNode): ReactNode;
  /** The rules written so far, by the id the browser's Emotion knows them by. */
  styles(): Record<string, string>;
}

/**
 * A style collector for one server render. The browser's Emotion uses the same cache key, so class
 * names match, and it adopts the rules a `<style data-emotion="css id…">` element brings.
 */
export function createStyleCollector(): StyleCollector {
  const cache = createCache({ key: 'css' });
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
