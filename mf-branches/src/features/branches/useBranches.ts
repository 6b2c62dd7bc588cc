import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { loadFailedMessage } from '@gold/contracts';
import { branchesView, type BranchesView } from '@gold/page-data';
import { HttpError } from '@gold/http';
import { pageLanguage } from '@gold/i18n';
import { showPopup } from '@gold/ui';
import { loadAllBranches } from './loadAllBranches';

/** Where the branch list stands. */
export type BranchesState =
  { status: 'loading' } | { status: 'ready'; branches: BranchesView } | { status: 'failed' };

/**
 * The active branches A–Z, with the spec's popups when loading fails, and a way to try again.
 * Where the page came with them (`sent`, the server's, already on screen), they show until the
 * spec's two calls answer, and the answer then shows.
 */
export function useBranches(sent?: BranchesView): BranchesState & { retry: () => void } {
  const [state, setState] = useState<BranchesState>(
    sent ? { status: 'ready', branches: sent } : { status: 'loading' },
  );
  // Only the latest load of a mounted page may set the state.
  const latest = useRef(0);

  const load = useCallback(() => {
    const id = ++latest.current;
    loadAllBranches().then(
      (result) => {
        if (latest.current !== id) return;
        if (result.kind === 'loaded') {
          // The cards are a large tree: rendered as a transition, in slices that leave the page responsive.
          startTransition(() =>
            setState({
              status: 'ready',
              branches: branchesView(result.branches, pageLanguage()),
            }),
          );
          return;
        }
        setState({ status: 'failed' });
        void showPopup({ kind: 'warning', title: result.message });
      },
      (error: unknown) => {
        if (latest.current !== id) return;
        setState({ status: 'failed' });
        const status = error instanceof HttpError ? error.status : 0;
        void showPopup({ kind: 'error', title: loadFailedMessage(status), confirmText: 'OK' });
      },
    );
  }, []);

  useEffect(() => {
    const loads = latest;
    load();
    return () => {
      loads.current++;
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  return { ...state, retry };
}
