import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type ErrorInfo, type HydrationOptions, type Root } from 'react-dom/client';

/** Says which part of the tree did not match, so that a test or the console names the culprit. */
function reportHydrationMismatch(error: unknown, info: ErrorInfo): void {
  console.error('[shell] hydration mismatch:', error, info.componentStack ?? '');
}

/**
 * Hydrates `container` with `children` in a transition, so that React renders it in slices
 * between which the browser handles input. Started outside one, hydration is on React's default
 * lane, which renders the whole tree in one task. A mismatch is reported on the console.
 */
export function hydrateInSlices(
  container: Element,
  children: ReactNode,
  options: Omit<HydrationOptions, 'onRecoverableError'> = {},
): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, {
      ...options,
      onRecoverableError: reportHydrationMismatch,
    });
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
