import { StrictMode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { siteStore } from '@gold/http';
import { PopupHost, UiProvider } from '@gold/ui';
import { SiteRoutes } from './router';
import { SiteRouter } from './SiteRouter';

/** The shell: one store, one UI system, one router, one popup host for every remote. */
export function App() {
  return (
    <StrictMode>
      <StoreProvider store={siteStore}>
        <UiProvider>
          <SiteRouter>
            <SiteRoutes />
          </SiteRouter>
          <PopupHost />
        </UiProvider>
      </StoreProvider>
    </StrictMode>
  );
}
