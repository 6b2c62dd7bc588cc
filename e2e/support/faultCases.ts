import type { Page } from '@playwright/test';
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
