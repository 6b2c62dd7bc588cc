import { createContext, lazy, type ComponentType } from 'react';

/** The parts of the layout that never change once drawn, each kept as sent (see StaticPart). */
export interface StaticParts {
  Footer: ComponentType;
}

/**
 * In the browser each part's code loads only where the part is drawn: a page the server sent
 * prerendered keeps the part's HTML and never needs it.
 */
const lazyStaticParts: StaticParts = {
  Footer: lazy(() => import('./SiteFooter').then(({ SiteFooter }) => ({ default: SiteFooter }))),
};

/** The static parts' components: loaded on demand, or given at once where the build renders. */
export const StaticPartsContext = createContext<StaticParts>(lazyStaticParts);
