import type { ReactNode } from 'react';
import { useHydrating } from '../ground/useHydrating';

/**
 * Renders `children` once the tree around is hydrated, never in the HTML the build renders: for
 * what the build never draws (a popup), which may be open when the layout is hydrated.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrating() ? null : children;
}
