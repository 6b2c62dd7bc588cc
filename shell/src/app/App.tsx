import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { PopupHost, SiteProviders } from '@gold/ui';
import { PrerenderedPageContext, type PrerenderedPage } from '../ground/prerenderedPage';
import { AfterHydration } from './AfterHydration';
import { SiteRoutes } from './router';
import { SiteRouter } from './SiteRouter';

/** Props of {@link App}. */
export interface AppProps {
  /** The page came prerendered, its styles with it (see UiProvider). */
  stylesSent?: boolean;
  /** The router: the browser's, or at build time one held at the route being rendered. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The page the server sent as HTML, hydrated in place by the route's page. */
  prerenderedPage?: PrerenderedPage;
}

/**
 * The shell: one store, one UI system, one router, one popup host for every remote. The build
 * renders this same tree to HTML, and the browser hydrates it.
 */
export function App({ stylesSent = false, Router = SiteRouter, prerenderedPage }: AppProps) {
  return (
    <StrictMode>
      <SiteProviders stylesSent={stylesSent}>
        <PrerenderedPageContext value={prerenderedPage}>
          <Router>
            <SiteRoutes />
          </Router>
        </PrerenderedPageContext>
        <AfterHydration>
          <PopupHost />
        </AfterHydration>
      </SiteProviders>
    </StrictMode>
  );
}
