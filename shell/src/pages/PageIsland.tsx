import {
  startTransition,
  useEffect,
  useEffectEvent,
  useRef,
  type ComponentType,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_ID_PREFIX } from '@gold/build-output';
import { liftCovers } from '@gold/page-scripts/covers';
import type { RemoteName } from '@gold/routes';
import { Box, SiteProviders } from '@gold/ui';
import { ISLAND_LIVE_ATTRIBUTE } from '@gold/ui/island';
import { hydrateInSlices } from '../ground/hydrateInSlices';
import { PAGE_HOST_ATTRIBUTE } from '../ground/prerenderedRoot';
import { adoptPage } from '../islands/adoption';
import { KEEP_CONTENT } from '../ground/keptHtml';
import { Committed } from '../ground/Committed';
import { RemoteErrorBoundary } from '../ground/RemoteErrorBoundary';
import { useHeldClicks } from '../ground/useHeldClicks';
import { useIslands } from '../islands/useIslands';

/** Props of {@link PageIsland}. */
export interface PageIslandProps {
  /** The page, once its code is loaded; until then the server's HTML stays as it is. */
  Page?: ComponentType;
  /**
   * The element's HTML: at build time, the marker the server fills; in the browser, the page's
   * HTML fetched as the visitor moved to it (none for the page the server sent, which stays).
   */
  html?: string;
  /** The version whose build drew `html`, where it was fetched. */
  htmlVersion?: string;
  /** What to show if the page throws. */
  fallback: ReactNode;
  /** Told when the page, or one of its islands (`island`), fails to load or throws. */
  onError: (error: unknown, island?: Element) => void;
  /** Called once the page is live. */
  onLive: () => void;
  /** Takes the clicks inside the element: a static page's links, which no root of its own takes. */
  onClick?: MouseEventHandler<HTMLDivElement>;
  /**
   * A static page's remote, whose modules draw the islands in the element's HTML; the page is
   * live once they are (at once where it has none).
   */
  islandsOf?: RemoteName;
}

/**
 * The element the server put a page's HTML in, and the React root of its own that hydrates it.
 * The page was rendered at build time in a root of its own (see `@gold/prerender`), so its ids
 * and its tree match what this root renders wherever the shell's layout puts it.
 */
export function PageIsland({
  Page,
  html,
  htmlVersion,
  fallback,
  onError,
  onLive,
  onClick,
  islandsOf,
}: PageIslandProps) {
  const host = useRef<HTMLDivElement>(null);
  // HTML fetched as the visitor moved here: marked live once its page or islands are, as a page
  // hydrated before the layout is (what a test or the bench waits for).
  const fetched = html !== undefined;
  const markLive = useEffectEvent(() => {
    if (fetched) host.current?.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  });
  // Taps on fetched HTML before a root takes it (the page's, or an island's), clicked again once
  // that root is live.
  const heldClicks = useHeldClicks(host, fetched && (islandsOf !== undefined || !Page));
  useIslands(
    host,
    islandsOf,
    onError,
    () => {
      onLive();
      markLive();
      heldClicks.replay();
    },
    { takeClicks: heldClicks.takeIn, drawnBy: htmlVersion },
  );
  // Its cover (home's landing loader) lifts by the same rule as on a first load, where the inline
  // lifter did it: its island's code may never come.
  useEffect(() => {
    if (fetched && host.current) return liftCovers(host.current);
  }, [fetched]);
  const pageLive = useEffectEvent(() => {
    onLive();
    markLive();
    heldClicks.replay();
  });
  // The tree with the latest fallback, without mounting the root again when it changes.
  const caught = useEffectEvent(onError);
  const live = useEffectEvent(onLive);
  const pageTree = useEffectEvent((Loaded: ComponentType) => (
    <SiteProviders stylesSent>
      <RemoteErrorBoundary fallback={fallback} onError={caught}>
        <Committed onCommit={pageLive}>
          <Loaded />
        </Committed>
      </RemoteErrorBoundary>
    </SiteProviders>
  ));

  useEffect(() => {
    const element = host.current;
    if (!Page || !element) return;
    const page = pageTree(Page);
    // Hydrated before the layout: taken over, and rendered on with this tree.
    const adopted = adoptPage(element, { failed: caught, settled: live });
    if (adopted) {
      adopted.render(page);
      return () => queueMicrotask(() => adopted.unmount());
    }
    const options = { identifierPrefix: PAGE_ID_PREFIX };
    // Empty where React drew this element itself (the layout was not the server's after all).
    const prerendered = element.hasChildNodes();
    const root = prerendered
      ? hydrateInSlices(element, page, options)
      : createRoot(element, options);
    if (!prerendered) startTransition(() => root.render(page));
    // Unmounted after the shell's commit that removed the element, never inside it.
    return () => queueMicrotask(() => root.unmount());
  }, [Page]);

  return (
    <Box
      ref={host}
      {...{ [PAGE_HOST_ATTRIBUTE]: '' }}
      display="contents"
      onClick={onClick}
      dangerouslySetInnerHTML={html === undefined ? KEEP_CONTENT : { __html: html }}
      suppressHydrationWarning
    />
  );
}
