import { useEffect, useState } from 'react';
import type { SiteRoute } from '@gold/routes';
import { fill, pageLanguage } from '@gold/i18n';
import { routeIn } from '@gold/routes';
import { Box, Spinner } from '@gold/ui';
import { ISLAND_ESSENTIAL_ATTRIBUTE } from '@gold/ui/island';
import { useDocumentMeta } from '../ground/useDocumentMeta';
import { shellWords } from '../ground/shellWords';
import { followSiteLinks } from '../ground/followSiteLinks';
import { FailedOverError } from '../ground/failedOver';
import { thrownBy } from '../ground/thrownBy';
import { afterFailure } from './afterFailure';
import { PageIsland } from './PageIsland';
import { usePrerenderedPage } from '../ground/prerenderedPage';
import { RemoteErrorBoundary } from '../ground/RemoteErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { canFailOver, currentTarget, failOver } from '../remotes/remoteTargets';
import { reportRemoteFailure } from '../remotes/reportRemoteFailure';
import { checkRevocations, needsNewPageView, onRevocation } from '../remotes/revocations';
import { usePageSource } from './usePageSource';
import { forgetRemotePage } from '../remotes/useRemotePage';

/** A page moved to needs no telling once live: only the page the server sent hands taps over. */
const pageShown = () => {};

/** Props of {@link RemotePage}. */
export interface RemotePageProps {
  /** The route whose remote page to show. */
  route: SiteRoute;
}

/**
 * A route's page, loaded from its remote, with its own error panel and retry: it draws the one
 * state the page is in (`PageLoad`, docs/page-loading.md). HTML the server sent, or a page
 * moved to whose HTML came before its code, is hydrated where it is, in a root of its own, or left
 * as it is where it is static (its site links then navigate through the shell), but for its
 * islands, each hydrated alone; a page drawn by its code is rendered here. A page that throws
 * while rendering is reported, and a canary's is replaced by stable's at once: the panel shows
 * only when no other version is left. So does an island that fails: where no other version is
 * left, a page whose essential island (its form) failed shows the panel, and any other stays
 * readable as its HTML.
 */
export function RemotePage({ route }: RemotePageProps) {
  const { label, title, description } = routeIn(route, pageLanguage());
  useDocumentMeta({ path: route.path, title, description });
  const prerendered = usePrerenderedPage(route.path);
  const [attempt, setAttempt] = useState(0);
  const [essentialFailed, setEssentialFailed] = useState(false);
  const load = usePageSource(route, attempt, prerendered, essentialFailed);
  const retry = () => {
    forgetRemotePage(route.remote, route.module);
    setEssentialFailed(false);
    setAttempt((n) => n + 1);
  };
  const threw = (error: unknown, island?: Element) => {
    // Already reported and failed over by the load: the version now current draws the page.
    if (error instanceof FailedOverError) return setAttempt((n) => n + 1);
    const current = currentTarget(route.remote)?.version;
    const version = thrownBy(error) ?? current;
    if (version === undefined) return;
    reportRemoteFailure(route.remote, version, 'render', error);
    const next = afterFailure({
      thrownBy: version,
      current,
      essential: island?.hasAttribute(ISLAND_ESSENTIAL_ATTRIBUTE) === true,
      failOver: () => failOver(route.remote, version),
    });
    if (next === 'redraw') setAttempt((n) => n + 1);
    else if (next === 'panel') setEssentialFailed(true);
  };
  // As tall as the screen: the footer stays below the fold until the page arrives, so nothing shifts.
  const spinner = (
    <Box minH="100vh" display="grid" placeItems="center" aria-busy="true">
      <Spinner
        size="lg"
        color="brand.600"
        aria-label={fill(shellWords.now().loadingPage, { page: label })}
      />
    </Box>
  );
  const panel = <RemoteErrorPanel label={label} onRetry={retry} />;
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
  // A static page the server sent is live once its islands are (see PageIsland); any other state
  // replaces it.
  const keepsServed = load.status === 'served';
  useEffect(() => {
    if (prerendered && !keepsServed) prerendered.live();
  }, [prerendered, keepsServed]);

  switch (load.status) {
    case 'loading':
      return spinner;
    case 'failed':
      return panel;
    case 'served':
      return (
        <PageIsland
          Page={load.Page}
          html={load.page.html}
          fallback={onThrow}
          onError={threw}
          onLive={load.page.live}
          onClick={load.static ? followSiteLinks : undefined}
          islandsOf={load.static ? route.remote : undefined}
        />
      );
    case 'fetched':
      return (
        <PageIsland
          key={load.page.version}
          Page={load.Page}
          html={load.page.html}
          htmlVersion={load.page.version}
          fallback={onThrow}
          onError={threw}
          onLive={pageShown}
          onClick={followSiteLinks}
          islandsOf={load.page.static ? route.remote : undefined}
        />
      );
    case 'drawn':
      return (
        <RemoteErrorBoundary key={attempt} fallback={onThrow} onError={threw}>
          <load.Page />
        </RemoteErrorBoundary>
      );
  }
}
