import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConsoleProvider } from './app/ConsoleProvider';
import { cspNonce } from './app/cspNonce';

const root = document.getElementById('root');
if (!root) throw new Error('the console page has no #root');
createRoot(root).render(
  <ConsoleProvider nonce={cspNonce(document)}>
    <App />
  </ConsoleProvider>,
);
