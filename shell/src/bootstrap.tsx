import { layoutAtFirstInteraction } from '@gold/build-output/static-page';
import { ISLAND_ATTRIBUTE } from '@gold/ui/island';
import { FIRST_PAGE_WAIT_MS, firstPageLoaded } from './app/firstPage';
import { nextTask } from './ground/scheduling';
import { isPrerendered, isStaticPage } from './ground/prerenderedRoot';
import { watchRuntimeErrors } from './remotes/runtimeErrors';

async function boot(container: HTMLElement) {
  // A prerendered page is on screen and works as HTML: its page is hydrated when its code comes
  // (a static page's islands; the rest of it never). Otherwise the first render waits a little
  // for the page's code.
  const staticPage = isStaticPage(container);
  const pageLoaded = staticPage
    ? Promise.resolve()
    : firstPageLoaded(window.location.pathname, isPrerendered(container) ? 0 : FIRST_PAGE_WAIT_MS);
  // The app's code runs in steps, each a task of its own: in one, they blocked a slow phone's
  // input for over 200 ms. "eager" keeps each module in this chunk: no request, only a later start.
  await nextTask();
  const { prepareUi } = await import(/* webpackMode: "eager" */ './app/uiLayer');
  await nextTask();
  await prepareUi(nextTask);
  // A prerendered page: what moves in it first (the page, or a static page's islands), the
  // layout (and its chunk) once the visitor interacts
  // (docs/decisions/0038-islands-before-the-layout.md, 0039-pages-before-the-layout.md). A static
  // page without islands started its scripts at that interaction: its layout goes at once.
  let hideOverlays = () => {};
  const islands = container.querySelector(`[${ISLAND_ATTRIBUTE}]`) !== null;
  if (isPrerendered(container) && layoutAtFirstInteraction({ static: staticPage, islands })) {
    const { hydrateIslandsFirst } = await import(
      /* webpackMode: "eager" */ './islands/islandsFirst'
    );
    const { showOverlaysFirst } = await import(/* webpackMode: "eager" */ './app/overlaysFirst');
    hideOverlays = showOverlaysFirst();
    await hydrateIslandsFirst(container);
  }
  await nextTask();
  // The server lists this chunk with the page's scripts where the layout goes at once.
  const { renderApp } = await import(/* webpackChunkName: "layout" */ './app/renderApp');
  await pageLoaded;
  hideOverlays();
  renderApp(container);
}

watchRuntimeErrors();
const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
void boot(container);
