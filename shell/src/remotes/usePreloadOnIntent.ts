import { useEffect } from 'react';
import { findRoute } from '@gold/routes';
import { preloadRemotePage } from './preloadPage';

/** The site route a link points at, when the event came from (inside) a same-origin link. */
function routeOfLink(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin)
    return undefined;
  return findRoute(link.pathname);
}

function preloadFor(event: Event) {
  const route = routeOfLink(event.target);
  if (route) preloadRemotePage(route.remote, route.module);
}

/**
 * Loads the page behind any site link the visitor shows an intent to follow: pointer over it,
 * keyboard focus on it, or a finger on it (phones have no hover). One listener per kind on the
 * document covers the shell's links and the remotes' alike.
 */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const kinds = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const kind of kinds) document.addEventListener(kind, preloadFor, { passive: true });
    return () => {
      for (const kind of kinds) document.removeEventListener(kind, preloadFor);
    };
  }, []);
}
