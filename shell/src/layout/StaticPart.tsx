import { use, useState, type ReactNode } from 'react';
import { Box } from '@gold/ui';
import { useHydrating } from '../ground/useHydrating';
import { PrerenderedPageContext } from '../ground/prerenderedPage';
import { followSiteLinks } from '../ground/followSiteLinks';
import { KEEP_CONTENT } from '../ground/keptHtml';

/** Props of {@link StaticPart}. */
export interface StaticPartProps {
  /** What the part draws: nothing in it may change once drawn, or need a handler of its own. */
  children: ReactNode;
}

/**
 * A part of the layout that never changes once drawn (the footer). Where the server sent it as
 * HTML, the browser keeps that HTML: React neither walks nor styles it again when it hydrates
 * the layout, which saves the work of every component in it. Where the scripts draw the page
 * (a page not prerendered), it is rendered once, as any part. Either way the part's links to the
 * site's pages go through the router.
 */
export function StaticPart({ children }: StaticPartProps) {
  const page = use(PrerenderedPageContext);
  const hydrating = useHydrating();
  // At build time the page's HTML is given (the slot): the part is rendered into the HTML then.
  const [kept] = useState(() => hydrating && page !== undefined && page.html === undefined);
  const content = kept
    ? { dangerouslySetInnerHTML: KEEP_CONTENT, suppressHydrationWarning: true }
    : { children };
  return <Box display="contents" onClick={followSiteLinks} {...content} />;
}
