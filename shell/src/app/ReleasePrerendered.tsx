import { useLayoutEffect, type ReactNode } from 'react';
import { PRERENDERED_ATTRIBUTE } from './prerenderedRoot';

/** Props of {@link ReleasePrerendered}. */
export interface ReleasePrerenderedProps {
  /** The root element the server filled with the prerendered page. */
  container: HTMLElement;
  children: ReactNode;
}

/**
 * The server sends the prerendered page inert: it looks right but nothing in it works yet. React
 * replaces it with the live page in its first commit, and this lifts `inert` in that same commit,
 * before the browser paints again.
 */
export function ReleasePrerendered({ container, children }: ReleasePrerenderedProps) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
  }, [container]);
  return children;
}
