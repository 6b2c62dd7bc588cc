import { useLayoutEffect, type ReactNode } from 'react';

/** Props of {@link Committed}. */
export interface CommittedProps {
  /** Called once the tree is committed, after its refs are set. */
  onCommit: () => void;
  children: ReactNode;
}

/** Calls `onCommit` once the tree it wraps is committed (after its refs are set). */
export function Committed({ onCommit, children }: CommittedProps) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}
