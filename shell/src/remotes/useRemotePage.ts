import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { onDemand, type OnDemand } from '@gold/ui';
import type { RemoteName } from '@gold/routes';
import { loadRemoteModule } from './loadRemoteModule';
import { currentTarget } from './remoteTargets';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: Error };

/** A page's code being loaded or loaded, and the version it came from once loaded. */
interface PageLoad {
  page: OnDemand<ComponentType>;
  version?: string;
}

// Each page's code, downloaded once: a second request for it (a preload, then the visit) joins
// the first, a page already loaded renders at once when the visitor comes back to it, and a
// failed load is forgotten so that the next try starts over. A page of a version the page view
// has given up on (see remoteTargets) is forgotten too: its remote loads from another version now.
const pages = new Map<string, PageLoad>();

const pageKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** The page's load, unless it came from a version the page view has since given up on. */
function freshLoad(remote: RemoteName, module: string): PageLoad | undefined {
  const key = pageKey(remote, module);
  const load = pages.get(key);
  if (load?.version === undefined || load.version === currentTarget(remote)?.version) return load;
  pages.delete(key);
  return undefined;
}

function pageOnDemand(remote: RemoteName, module: string): OnDemand<ComponentType> {
  let load = freshLoad(remote, module);
  if (!load) {
    const started: PageLoad = {
      page: onDemand(() =>
        loadRemoteModule(remote, module).then(
          (loaded) => {
            started.version = currentTarget(remote)?.version;
            return loaded.default;
          },
          (error: unknown) => {
            throw error instanceof Error ? error : new Error(String(error));
          },
        ),
      ),
    };
    load = started;
    pages.set(pageKey(remote, module), load);
  }
  return load.page;
}

/**
 * Starts loading a remote's page, or another component it exposes (an island), once; a failed
 * load is forgotten so that the next try starts over.
 */
export function loadExposed(remote: RemoteName, module: string): Promise<ComponentType> {
  return pageOnDemand(remote, module).load();
}

/** The page's code, where it is loaded already (from the version the page view loads now). */
export function loadedPage(remote: RemoteName, module: string): ComponentType | undefined {
  return freshLoad(remote, module)?.page.current();
}

/** Settles once the page is loaded or its load has failed; never rejects (the page shows the failure). */
export function pageSettled(remote: RemoteName, module: string): Promise<void> {
  return loadExposed(remote, module).then(
    () => undefined,
    () => undefined,
  );
}

// Pages whose load failed before any view asked for them (a page hydrated before the layout):
// the first view that asks is given that failure, not a second wait for the same entry.
const unclaimedFailures = new Map<string, Error>();

/** Keeps the failed load of a page no view was waiting for, for the first view that asks. */
export function keepLoadFailure(remote: RemoteName, module: string, error: unknown): void {
  unclaimedFailures.set(
    pageKey(remote, module),
    error instanceof Error ? error : new Error(String(error)),
  );
}

/**
 * Loads a remote's page; `attempt` changes to retry after a failure. Unless `wanted` (a static
 * page the server sent, which needs no code), it loads nothing and stays loading.
 */
export function useRemotePage(
  remote: RemoteName,
  module: string,
  attempt: number,
  wanted = true,
): RemotePageState {
  const key = pageKey(remote, module);
  const loadId = `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<{ loadId: string; state: RemotePageState } | null>(null);

  useEffect(() => {
    // No early return for a page already loaded: a preload may have finished between this
    // render (still loading) and the effect, and only this update shows the page.
    if (!wanted) return;
    let current = true;
    // Taken here, not in render: the page's first render may be the hydration of its HTML.
    const failedFirst = unclaimedFailures.get(key);
    unclaimedFailures.delete(key);
    const loaded = failedFirst ? Promise.reject(failedFirst) : loadExposed(remote, module);
    loaded.then(
      (Page) => {
        // A page is a large tree: rendered as a transition, in slices that let the browser respond between them.
        if (current)
          startTransition(() => setOutcome({ loadId, state: { status: 'ready', Page } }));
      },
      (error: Error) => {
        if (current) setOutcome({ loadId, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, loadId, remote, module, wanted]);

  if (!wanted) return { status: 'loading' };
  const cached = freshLoad(remote, module)?.page.current();
  if (cached) return { status: 'ready', Page: cached };
  return outcome?.loadId === loadId ? outcome.state : { status: 'loading' };
}

/** Forgets a page that threw while rendering, so a retry loads it again. */
export function forgetRemotePage(remote: RemoteName, module: string) {
  pages.delete(pageKey(remote, module));
}
