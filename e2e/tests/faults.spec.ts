import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { remoteNames, type RemoteName } from '@gold/routes';
import {
  errorPanel,
  GIVE_UP_MS,
  openRoute,
  pageHeading,
  passes,
  routesOf,
  type SitePage,
} from '../support/faultCases';
import { problemsOf, recordRows, type StableRow } from '../support/faultTable';
import { faults, injectFault, type Fault } from '../support/remoteFaults';

// Fault injection, remote by remote: each remote's entry script fails in five ways while the
// rest of the site is checked, on the shared e2e server (the canary cases are in
// faultsOnCanaries.spec.ts). Writes its rows of the 25-case table to test-results/fault-table.md.

test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

/**
 * One stable case: with the remote's entry failing, a page of every other remote works in the same
 * page view (a route fails only through its remote, and layout.spec.ts opens every route), the
 * failing route shows the error panel with the shell around it, and once the entry answers
 * again, the panel's retry loads the page.
 */
async function stableCase(page: Page, remote: RemoteName, fault: Fault, problems: string[]) {
  const [failing] = routesOf(remote) as [SitePage];
  const others = remoteNames
    .filter((other) => other !== remote)
    .map((other) => routesOf(other)[0] as SitePage);
  // The trailing * takes the query the shell adds when it tries an entry again after a failure.
  const injected = await injectFault(page, `**/remotes/${remote}/**/remoteEntry.js*`, fault);
  // Not until "load": the shell asks for the page's entry at once, and an entry that never
  // answers holds the browser's load event as any hanging script would. The visitor sees the site.
  await page.goto(failing.href, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // A static page (its HTML is the page) goes live with the layout, once its islands' code has
  // come or failed. Until then a link loads the next page anew, and the failing route, reached
  // that way at the end, would be its HTML again: from the live page on, every link stays in
  // this page view.
  const staticPage = (await page.locator('#root[data-static-page]').count()) > 0;
  if (staticPage) await expectLivePage(page, GIVE_UP_MS);
  // Moved to, a static page is its HTML whatever its code does (htmlNavigation.spec.ts): the
  // panel is for where its code must draw it, so its remote's HTML is withheld from the start (a
  // link's hover would fetch it before the visitor comes back).
  const withheld = `**/remotes/${remote}/*/prerender/*.json`;
  const withhold = (route: Route) => route.abort('failed');
  if (staticPage) await page.route(withheld, withhold);

  let working = 0;
  for (const other of others) {
    const ok = await passes(problems, `${other.href} while ${remote} fails`, async () => {
      await openRoute(page, other);
      await expect(pageHeading(page)).toBeVisible();
      await expect(errorPanel(page)).toHaveCount(0);
    });
    if (ok) working += 1;
  }

  const errorPanelShown = await passes(problems, 'error panel', async () => {
    await openRoute(page, failing);
    await expect(errorPanel(page)).toBeVisible({ timeout: GIVE_UP_MS });
    await expect(pageHeading(page)).toContainText(`${failing.label} is unavailable`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
  if (injected.hits() === 0) problems.push('the fault was never hit');

  await injected.lift();
  const retried = await passes(problems, 'retry', async () => {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(errorPanel(page)).toHaveCount(0);
    await expect(pageHeading(page)).toBeVisible();
    await expect(pageHeading(page)).not.toContainText('unavailable');
  });
  await page.unroute(withheld, withhold);
  return {
    errorPanel: errorPanelShown,
    retry: retried,
    otherRoutes: `${working}/${others.length}`,
  };
}

test.describe('a stable remote whose entry fails', () => {
  for (const remote of remoteNames) {
    test(`"${remote}": the rest of the site works, the route shows the error panel, and its retry recovers`, async ({
      page,
    }, testInfo) => {
      const rows: StableRow[] = [];
      for (const fault of faults) {
        const started = Date.now();
        const problems: string[] = [];
        const outcome = await stableCase(page, remote, fault, problems);
        rows.push({ remote, fault, ...outcome, seconds: (Date.now() - started) / 1000, problems });
      }
      recordRows(`stable-${remote}.json`, rows, testInfo.project.outputDir);
      expect(problemsOf(rows)).toEqual([]);
    });
  }
});
