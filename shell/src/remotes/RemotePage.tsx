import { useState } from 'react';
import type { SiteRoute } from '@gold/routes';
import { Box, Spinner } from '@gold/ui';
import { useDocumentMeta } from '../layout/useDocumentMeta';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { forgetRemotePage, useRemotePage } from './useRemotePage';

/** Props of {@link RemotePage}. */
export interface RemotePageProps {
  /** The route whose remote page to show. */
  route: SiteRoute;
}

/** A route's page, loaded from its remote, with its own error panel and retry. */
export function RemotePage({ route }: RemotePageProps) {
  useDocumentMeta(route);
  const [attempt, setAttempt] = useState(0);
  const state = useRemotePage(route.remote, route.module, attempt);
  const retry = () => {
    forgetRemotePage(route.remote, route.module);
    setAttempt((n) => n + 1);
  };
  const panel = <RemoteErrorPanel label={route.label} onRetry={retry} />;

  // As tall as the screen: the footer stays below the fold until the page arrives, so nothing shifts.
  if (state.status === 'loading') {
    return (
      <Box minH="100vh" display="grid" placeItems="center" aria-busy="true">
        <Spinner size="lg" color="brand.600" aria-label={`Loading ${route.label}`} />
      </Box>
    );
  }
  if (state.status === 'failed') return panel;
  return (
    <RemoteErrorBoundary key={attempt} fallback={panel}>
      <state.Page />
    </RemoteErrorBoundary>
  );
}
