import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@gold/routes';
import { loadRemoteModule } from './loadRemoteModule';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: Error };

// Pages already loaded render at once when the visitor comes back to them.
const loadedPages = new Map<string, ComponentType>();

/** Loads a remote's page; `attempt` changes to retry after a failure. */
export function useRemotePage(remote: RemoteName, module: string, attempt: number): RemotePageState {
  const key = `${remote}/${module}`;
  const loadId = `${key}#${attempt}`;
  const [outcome, setOutcome] = useState<{ loadId: string; state: RemotePageState } | null>(null);

  useEffect(() => {
    if (loadedPages.has(key)) return;
    let current = true;
    loadRemoteModule(remote, module).then(
      (loaded) => {
        loadedPages.set(key, loaded.default);
        if (current) setOutcome({ loadId, state: { status: 'ready', Page: loaded.default } });
      },
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (current) setOutcome({ loadId, state: { status: 'failed', error: failure } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, loadId, remote, module]);

  const cached = loadedPages.get(key);
  if (cached) return { status: 'ready', Page: cached };
  return outcome?.loadId === loadId ? outcome.state : { status: 'loading' };
}

/** Forgets a page that threw while rendering, so a retry loads it again. */
export function forgetRemotePage(remote: RemoteName, module: string) {
  loadedPages.delete(`${remote}/${module}`);
}
