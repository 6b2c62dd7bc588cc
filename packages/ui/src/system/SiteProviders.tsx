import type { ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { siteStore } from '@gold/http';
import { UiProvider } from './UiProvider';

/** Props of {@link SiteProviders}. */
export interface SiteProvidersProps {
  children: ReactNode;
  /** The page came prerendered, its styles with it (see {@link UiProvider}). */
  stylesSent?: boolean;
}

/**
 * The providers every page sits in: the site's one store and its UI system. The shell's app, the
 * root a prerendered page is hydrated in, and the build-time prerender all use this one component,
 * so that the tree the HTML was rendered from and the tree that hydrates it have the same shape.
 */
export function SiteProviders({ children, stylesSent = false }: SiteProvidersProps) {
  return (
    <StoreProvider store={siteStore}>
      <UiProvider stylesSent={stylesSent}>{children}</UiProvider>
    </StoreProvider>
  );
}
