import { StrictMode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { siteStore } from '@gold/http';
import { PopupHost, UiProvider } from '@gold/ui';
import { SiteRoutes } from './router';
import { SiteRouter } from './SiteRouter';

/** Props of {@link App}. */
export interface AppProps {
  /** The page came prerendered, its global styles with it (see UiProvider). */
  globalStylesSent?: boolean;
}

/** The shell: one store, one UI system, one router, one popup host for every remote. */
export function App({ globalStylesSent = false }: AppProps) {
  return (
    <StrictMode>
      <StoreProvider store={siteStore}>
        <UiProvider globalStylesSent={globalStylesSent}>
          <SiteRouter>
            <SiteRoutes />
          </SiteRouter>
          <PopupHost />
        </UiProvider>
      </StoreProvider>
    </StrictMode>
  );
}
