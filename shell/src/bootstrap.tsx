import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstPageLoaded } from './app/firstPage';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const root = createRoot(container);
void firstPageLoaded(window.location.pathname).then(() => {
  // A transition renders in slices that yield to the browser between them, instead of one long
  // task that blocks input for the whole first render on a slow phone.
  startTransition(() => root.render(<App />));
});
