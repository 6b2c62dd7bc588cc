import { useEffect, useState } from 'react';
import type { SiteRoute } from '@gold/routes';
import { Box, Spinner } from '@gold/ui';
import { useDocumentMeta } from '../layout/useDocumentMeta';
import { followSiteLinks } from '../layout/followSiteLinks';
import { PageIsland } from './PageIsland';
import { usePrerenderedPage } from './prerenderedPage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { canFailOver, currentTarget, failOver } from './remoteTargets';
import { reportRemoteFailure } from './reportRemoteFailure';
import { checkRevocations, needsNewPageView, onRevocation } from './revocations';
import { forgetRemotePage, useRemotePage } from './useRemotePage';

/** Props of {@link RemotePage}. */
export interface RemotePageProps {
  /** The route whose remote page to show. */
  route: SiteRoute;
}

/**
 * A route's page, loaded from its remote, with its own error panel and retry. The page the server
 * sent as HTML is hydrated where it is, in a root of its own, or left as it is where it is
 * static (its site links then navigate through the shell), but for its islands, each hydrated
 * alone; any other is rendered here. A page that throws while rendering is reported, and a
 * canary's is replaced by stable's at once: the panel shows only when no other version is left.
 */
export function RemotePage({ route }: RemotePageProps) {
  useDocumentMeta(route);
  const prerendered = usePrerenderedPage(route.path);
  const [attempt, setAttempt] = useState(0);
  // A static page the server sent is its HTML: nothing to load until a retry draws it anew.
  const staticPage = prerendered?.static === true && attempt === 0;
  const state = useRemotePage(route.remote, route.module, attempt, !staticPage);
  const retry = () => {
    forgetRemotePage(route.remote, route.module);
    setAttempt((n) => n + 1);
  };
  const threw = (error: unknown) => {
    const version = currentTarget(route.remote)?.version;
    if (version === undefined) return;
    reportRemoteFailure(route.remote, version, 'render', error);
    if (failOver(route.remote, version)) setAttempt((n) => n + 1);
  };
  // As tall as the screen: the footer stays below the fold until the page arrives, so nothing shifts.
  const spinner = (
    <Box minH="100vh" display="grid" placeItems="center" aria-busy="true">
      <Spinner size="lg" color="brand.600" aria-label={`Loading ${route.label}`} />
    </Box>
  );
  const panel = <RemoteErrorPanel label={route.label} onRetry={retry} />;
  // While another version is left, a page that threw makes way for it, not for the panel.
  const onThrow = canFailOver(route.remote) ? spinner : panel;
  // Moving on to this page: a version ended since the page was served gives way to stable.
  useEffect(() => {
    const moveOn = () => {
      if (needsNewPageView(route.remote)) window.location.reload();
      else setAttempt((n) => n + 1);
    };
    if (needsNewPageView(route.remote)) return moveOn();
    const off = onRevocation((moved) => {
      if (moved.includes(route.remote)) moveOn();
    });
    void checkRevocations();
    return off;
  }, [route.remote]);
  const island = prerendered !== undefined && attempt === 0 && state.status !== 'failed';
  // A static page the server sent is live once its islands are (see PageIsland).
  useEffect(() => {
    if (prerendered && !island) prerendered.live();
  }, [prerendered, island]);

  if (island) {
    return (
      <PageIsland
        Page={state.status === 'ready' ? state.Page : undefined}
        html={prerendered.html}
        fallback={onThrow}
        onError={threw}
        onLive={prerendered.live}
        onClick={staticPage ? followSiteLinks : undefined}
        islandsOf={staticPage ? route.remote : undefined}
      />
    );
  }
  if (state.status === 'loading') return spinner;
  if (state.status === 'failed') return panel;
  return (
    <RemoteErrorBoundary key={attempt} fallback={onThrow} onError={threw}>
      <state.Page />
    </RemoteErrorBoundary>
  );
}
