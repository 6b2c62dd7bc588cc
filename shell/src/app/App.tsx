import { StrictMode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { siteStore } from '@gold/http';
import { PopupHost, UiProvider } from '@gold/ui';
import { createSiteRouter } from './router';

const router = createSiteRouter();

/** The shell: one store, one UI system, one router, one popup host for every remote. */
export function App() {
  return (
    <StrictMode>
      <StoreProvider store={siteStore}>
        <UiProvider>
          <RouterProvider router={router} />
          <PopupHost />
        </UiProvider>
      </StoreProvider>
    </StrictMode>
  );
}
