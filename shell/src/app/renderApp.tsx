import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { replayClicks, takeEarlyClicks } from '@gold/page-scripts/earlyClicks';
import { findRoute } from '@gold/routes';
import { App } from './App';
import { isPrerendered, isStaticPage, PRERENDERED_ATTRIBUTE } from '../ground/prerenderedRoot';
import { hydrateInSlices } from '../ground/hydrateInSlices';

/**
 * Hydrates the page the server sent prerendered in `container`: the layout in this root, the
 * page in a root of its own once its code is there (see PageIsland), unless it is static: that
 * page's code is never loaded, and its HTML stays the page. Nothing is replaced, and
 * until then the HTML works as HTML: links navigate and fields take text. A page the server did
 * not prerender is rendered here. The buttons clicked before the root was made are clicked again
 * once the page is live.
 */
export function renderApp(container: HTMLElement): Root {
  if (!isPrerendered(container)) {
    // A loader in the HTML records taps until a root takes them: this one draws the page anew,
    // so the buttons tapped are gone, and the record ends (it would hold back every submit).
    takeEarlyClicks();
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser between them, instead of one long
    // task that blocks input for the whole first render on a slow phone.
    startTransition(() => root.render(<App />));
    return root;
  }
  const route = findRoute(window.location.pathname);
  // From here on React hears the clicks, and replays those it saw while hydrating.
  const earlyClicks = takeEarlyClicks();
  const live = () => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    replayClicks(earlyClicks.splice(0));
  };
  const page = route ? { path: route.path, static: isStaticPage(container), live } : undefined;
  const app = <App stylesSent prerenderedPage={page} />;
  return hydrateInSlices(container, app);
}
