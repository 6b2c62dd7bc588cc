import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { FIRST_PAGE_WAIT_MS, firstPageLoaded, PRERENDERED_PAGE_WAIT_MS } from './app/firstPage';
import { isPrerendered, ReleasePrerendered } from './app/ReleasePrerendered';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const root = createRoot(container);
// A prerendered page is on screen already: a spinner in its place would be a step back.
const wait = isPrerendered(container) ? PRERENDERED_PAGE_WAIT_MS : FIRST_PAGE_WAIT_MS;
void firstPageLoaded(window.location.pathname, wait).then(() => {
  // A transition renders in slices that yield to the browser between them, instead of one long
  // task that blocks input for the whole first render on a slow phone.
  startTransition(() =>
    root.render(
      <ReleasePrerendered container={container}>
        <App />
      </ReleasePrerendered>,
    ),
  );
});
