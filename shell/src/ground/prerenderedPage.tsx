import { createContext, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '@gold/routes';
import { useHydrating } from './useHydrating';

/** The page the server sent as HTML, for the route's {@link RemotePage} to hydrate in place. */
export interface PrerenderedPage {
  /** The route path it was rendered at (`FAQs`). */
  path: string;
  /**
   * The HTML of the element the page is hydrated in. Given only at build time (the marker the
   * server fills); in the browser that element keeps what the server sent.
   */
  html?: string;
  /**
   * The server marked the page static: its HTML is the page, never hydrated, and none of its
   * code is loaded for it (see `STATIC_PAGE_EXPORT`, `@gold/build-output`).
   */
  static?: boolean;
  /** Called once the page is live: hydrated, or replaced by what the app draws instead. */
  live(): void;
}

/** The page the server sent, if any; see {@link usePrerenderedPage}. */
export const PrerenderedPageContext = createContext<PrerenderedPage | undefined>(undefined);

/**
 * The prerendered page, where it was rendered at `path` and this component is being hydrated
 * (or rendered at build time). A page mounted later (the visitor came back to the same route) is
 * rendered by the app, as the server's HTML is gone by then.
 */
export function usePrerenderedPage(path: string): PrerenderedPage | undefined {
  const page = use(PrerenderedPageContext);
  const hydrating = useHydrating();
  const [claimed] = useState(() => (hydrating && page?.path === path ? page : undefined));
  return claimed;
}

/**
 * Marks the page the server sent live once the visitor has moved to another route before it was
 * (its code had not come): that page is gone, and what the app draws now is live.
 */
export function useLiveOnceLeft(): void {
  const page = use(PrerenderedPageContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (page && findRoute(pathname)?.path !== page.path) page.live();
  }, [page, pathname]);
}
