import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PublicConfig } from '@gold/config';
import { renderWithStyles } from '@gold/prerender';
import { layoutFragmentFile, PAGE_SLOT, type PrerenderedFragment } from '@gold/build-output';
import { drawLayoutWith, LAYOUT_DATA_KEYS, markedServerData } from '@gold/page-data';
import { renderingIn } from '@gold/i18n';
import { routeHref, siteRoutes, type SiteRoute } from '@gold/routes';
import { App } from './app/App';
import { LAYOUT_LANGUAGES } from './ground/shellWords';
import { scriptFontFiles } from './layout/ScriptFonts';
import { SiteFooter } from './layout/SiteFooter';
import { StaticPartsContext } from './layout/staticParts';

// The build renders every static part at once (it cannot wait for code to load).
const staticParts = { Footer: SiteFooter };

/** The app as the browser hydrates it, at `route`, with {@link PAGE_SLOT} where the page goes. */
function appAt(route: SiteRoute) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[routeHref(route)]}>{children}</MemoryRouter>
  );
  const page = { path: route.path, html: PAGE_SLOT, live: () => undefined };
  return (
    <StaticPartsContext value={staticParts}>
      <App Router={Router} prerenderedPage={page} />
    </StaticPartsContext>
  );
}

/**
 * The node entry of the shell's prerender build: the whole app at every site route (the active
 * link differs) in each language it carries, with {@link PAGE_SLOT} in the element the server
 * puts the page in.
 */
export function prerender({
  config,
}: {
  config: PublicConfig;
}): Record<string, PrerenderedFragment> {
  return Object.fromEntries(
    LAYOUT_LANGUAGES.flatMap((language) =>
      siteRoutes.map((route) => [
        layoutFragmentFile(route.path, language),
        {
          ...renderingIn(language, () => layoutAt(route, config)),
          fonts: scriptFontFiles(language),
        },
      ]),
    ),
  );
}

/**
 * The layout at `route` as it is drawn without the server's data, and with the marks of that
 * data in its place (`dataTemplate`), for the server to fill where it has the data.
 */
function layoutAt(route: SiteRoute, config: PublicConfig): PrerenderedFragment {
  drawLayoutWith(undefined);
  const plain = renderWithStyles(appAt(route), { config });
  drawLayoutWith({ rates: markedServerData.rates });
  const marked = renderWithStyles(appAt(route), { config });
  drawLayoutWith(undefined);
  return {
    ...plain,
    styles: { ...plain.styles, ...marked.styles },
    dataTemplate: { keys: [...LAYOUT_DATA_KEYS], html: marked.html },
  };
}
