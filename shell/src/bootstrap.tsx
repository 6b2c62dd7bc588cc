import { createRoot } from 'react-dom/client';
import { FIRST_PAGE_WAIT_MS, firstPageLoaded, PRERENDERED_PAGE_WAIT_MS } from './app/firstPage';
import { nextTask } from './app/scheduling';
import { isPrerendered } from './app/prerenderedRoot';

async function boot(container: HTMLElement) {
  const root = createRoot(container);
  // A prerendered page is on screen already: a spinner in its place would be a step back.
  const wait = isPrerendered(container) ? PRERENDERED_PAGE_WAIT_MS : FIRST_PAGE_WAIT_MS;
  const pageLoaded = firstPageLoaded(window.location.pathname, wait);
  // The app's code runs in steps, each a task of its own: in one, they blocked a slow phone's
  // input for over 200 ms. "eager" keeps each module in this chunk: no request, only a later start.
  await nextTask();
  const { prepareUi } = await import(/* webpackMode: "eager" */ './app/uiLayer');
  await nextTask();
  await prepareUi(nextTask);
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  await pageLoaded;
  renderApp(root, container);
}

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
void boot(container);
