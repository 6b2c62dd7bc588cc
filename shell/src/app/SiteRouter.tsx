import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * The browser's router, kept on the address. `BrowserRouter` hears Back and Forward only from
 * its first commit on; one pressed while the first render was under way (a slow phone, the
 * prerendered page not yet hydrated) left it drawing the page before. It then mounts again, reading
 * the address anew; that render is synchronous, so no second press can fall between.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const renderedHref = useRef(window.location.href);
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    if (window.location.href === renderedHref.current) return;
    renderedHref.current = window.location.href;
    setGeneration((value) => value + 1);
  }, []);
  return <BrowserRouter key={generation}>{children}</BrowserRouter>;
}
