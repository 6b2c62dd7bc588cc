import { rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { defaultPublicConfig } from '@gold/config';
import { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';
import { problemsOf, recordRows, type CanaryRow, type StableRow } from '../support/faultTable';
import { faults, injectFault, type Fault } from '../support/remoteFaults';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { pages } from '../support/siteRoutes';

// Fault injection, remote by remote: each remote's entry script fails in five ways while the
// rest of the site is checked. The stable cases run on the shared e2e server; the canary cases on
// a server of the suite's own, where every remote has a canary at 100 % whose entry fails the
// same five ways: the visitor must get the stable version instead. Writes the 25-case table to
// test-results/fault-table.md and prints it.

test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

/** The canary published on the worker's own server: the same build under another version. */
const CANARY_VERSION = '1.0.1-canary';
/** The worker's own server for the canary cases (ports 8196-8199 are this suite's). */
const CANARY_SERVER_PORT = 8196;
/** The shell gives up on an entry after 10 s; a held entry shows the panel a little later. */
const GIVE_UP_MS = 20_000;

type SitePage = (typeof pages)[number];
const routesOf = (remote: RemoteName) => pages.filter((route) => route.remote === remote);
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const errorPanel = (page: Page) => page.getByTestId('remote-error');

/** Goes to a route the way a visitor does: through its link in the top navigation or the footer. */
async function openRoute(page: Page, route: SitePage): Promise<void> {
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

/** Runs `check`; a failure is recorded in `problems` instead of ending the case. */
async function passes(
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
  return {
    errorPanel: errorPanelShown,
    retry: retried,
    otherRoutes: `${working}/${others.length}`,
  };
}

/** One canary case: the canary's entry fails, and the visitor sees the stable page instead. */
async function canaryCase(
  page: Page,
  server: OwnServer,
  remote: RemoteName,
  fault: Fault,
  problems: string[],
) {
  const [route] = routesOf(remote) as [SitePage];
  const injected = await injectFault(
    page,
    `**/remotes/${remote}/${CANARY_VERSION}/remoteEntry.js*`,
    fault,
  );
  const stableEntryLoaded = page.waitForResponse(
    (response) =>
      new RegExp(
        `/remotes/${remote}/(?!${CANARY_VERSION.replace(/\./g, '\\.')}/)[^/]+/remoteEntry\\.js$`,
      ).test(new URL(response.url()).pathname) && response.ok(),
    { timeout: GIVE_UP_MS + 10_000 },
  );
  stableEntryLoaded.catch(() => undefined);
  await page.goto(`${server.url}${route.href}`, { waitUntil: 'domcontentloaded' });
  const fellBack = await passes(problems, 'canary fallback', async () => {
    await stableEntryLoaded;
    await expect(pageHeading(page)).toBeVisible({ timeout: GIVE_UP_MS });
    await expect(pageHeading(page)).not.toContainText('unavailable');
    await expect(errorPanel(page)).toHaveCount(0);
    if (injected.hits() === 0) throw new Error('the canary entry was never requested');
  });
  await injected.lift();
  return fellBack;
}

/** Runs an ops command on the server; throws with its error output when it fails. */
function ops(server: OwnServer, ...args: string[]): void {
  const result = server.cli('registry', ...args);
  if (result.code !== 0) throw new Error(`registry ${args.join(' ')} failed: ${result.err}`);
}

/**
 * Publishes every remote's build again under the canary version, with the canary at 100 %. The
 * server published the same builds as stable at start-up; both come from the folder it serves.
 */
function publishCanaries(server: OwnServer): void {
  for (const remote of remoteNames) {
    const dist = builtCopyAs(remoteCatalog[remote].folder, CANARY_VERSION);
    try {
      ops(server, 'publish', remote, '--dist', dist, '--reason', 'fault suite canary');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
    ops(server, 'canary', remote, CANARY_VERSION, '--percent', '100');
  }
}

async function visitorPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext();
  // Any bucket gets a canary at 100 %; a fixed one keeps the run repeatable.
  await context.addCookies([{ name: 'mf_bucket', value: '5', url: origin }]);
  return context.newPage();
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

test.describe('a canary whose entry fails', () => {
  // One server for the group, so one worker runs it.
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The start-up check would take another server on the port for ours.
    const portTaken = await fetch(`http://localhost:${CANARY_SERVER_PORT}/`).then(
      () => true,
      () => false,
    );
    if (portTaken)
      throw new Error(`port ${CANARY_SERVER_PORT} is in use: stop what listens there first`);
    server = await startOwnServer(CANARY_SERVER_PORT);
    publishCanaries(server);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
  });

  for (const remote of remoteNames) {
    test(`"${remote}": the visitor gets the stable version instead, with no error panel`, async ({
      browser,
    }, testInfo) => {
      const page = await visitorPage(browser, server!.url);
      const rows: CanaryRow[] = [];
      for (const fault of faults) {
        const started = Date.now();
        const problems: string[] = [];
        const canaryFellBack = await canaryCase(page, server!, remote, fault, problems);
        rows.push({
          remote,
          fault,
          canaryFellBack,
          seconds: (Date.now() - started) / 1000,
          problems,
        });
      }
      await page.context().close();
      recordRows(`canary-${remote}.json`, rows, testInfo.project.outputDir);
      expect(problemsOf(rows)).toEqual([]);
    });
  }
});
