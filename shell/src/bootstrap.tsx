import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser between them, instead of one long
// task that blocks input for the whole first render of the layout on a slow phone.
startTransition(() => root.render(<App />));
