import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates `container` with `children` in a transition, so that React renders it in slices
 * between which the browser handles input. Started outside one, hydration is on React's default
 * lane, which renders the whole tree in one task.
 */
export function hydrateInSlices(
  container: Element,
  children: ReactNode,
  options: HydrationOptions,
): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
