import { expect, type Page, type Route } from '@playwright/test';
import { defaultPublicConfig } from '@gold/config';
import { expectLivePage } from './livePage';
import type { RemoteName } from '@gold/routes';
import { pages } from './siteRoutes';

// What the fault suites share (faults.spec.ts on the shared server, faultsOnCanaries.spec.ts on
// a server of their own); both write their rows to the 25-case table (see faultTable.ts).

/** The shell gives up on an entry after 10 s; a held entry shows the panel a little later. */
export const GIVE_UP_MS = 20_000;

/** One route of the site. */
export type SitePage = (typeof pages)[number];
export const routesOf = (remote: RemoteName) => pages.filter((route) => route.remote === remote);
export const pageHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });
export const errorPanel = (page: Page) => page.getByTestId('remote-error');

/** Runs `check`; a failure is recorded in `problems` instead of ending the case. */
export async function passes(
  problems: string[],
  what: string,
  check: () => Promise<void>,
): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    problems.push(`${what}: ${String(error).split('\n')[0]}`);
    return false;
  }
}

/** Goes to a route the way a visitor does: through its link in the top navigation or the footer. */
export async function openRoute(page: Page, route: SitePage): Promise<void> {
  const links =
    route.path === 'home'
      ? page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: `${defaultPublicConfig.brandName} home` })
      : (route.placement === 'nav'
          ? page.getByRole('navigation', { name: 'Main' })
          : page.getByRole('contentinfo')
        ).getByRole('link', {
          name: route.label,
          exact: true,
        });
  await links.click();
  await expect(page).toHaveURL(new RegExp(`${route.href}$`));
}

/** The page fragments the shell fetches as it moves to a page (see htmlNavigation.spec.ts). */
export const PAGE_FRAGMENTS = /\/remotes\/[^/]+\/[^/]+\/prerender\/\w+\.json$/;

/**
 * Loads the route so that its remote's code runs: a static page is its HTML and loads none, so
 * it is reached from another page by its link instead, as a visitor moving through the site,
 * with its HTML withheld.
 */
export async function loadRouteCode(page: Page, origin: string, route: SitePage): Promise<void> {
  await page.goto(`${origin}${route.href}`, { waitUntil: 'domcontentloaded' });
  if ((await page.locator('#root[data-static-page]').count()) === 0) return;
  const other = pages.find(
    (candidate) => candidate.remote !== route.remote && candidate.path !== 'home',
  );
  await page.goto(`${origin}${other?.href}`, { waitUntil: 'domcontentloaded' });
  await expectLivePage(page);
  await openRouteByCode(page, route);
}

/**
 * Goes to a route through its link with its HTML withheld, so that its code draws it, as where no
 * HTML can come: a static page moved to is otherwise its HTML, and loads none of its code.
 */
export async function openRouteByCode(page: Page, route: SitePage): Promise<void> {
  const withhold = (request: Route) => request.abort('failed');
  await page.route(PAGE_FRAGMENTS, withhold);
  try {
    await openRoute(page, route);
  } finally {
    await page.unroute(PAGE_FRAGMENTS, withhold);
  }
}
