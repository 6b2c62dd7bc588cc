import { rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { languageFacts, withLanguage } from '@gold/i18n';
import { remoteCatalog, remoteNames, type RemoteName } from '@gold/routes';
import {
  errorPanel,
  GIVE_UP_MS,
  loadRouteCode,
  pageHeading,
  passes,
  routesOf,
  type SitePage,
} from '../support/faultCases';
import { problemsOf, recordRows, type CanaryRow } from '../support/faultTable';
import { faults, injectFault, type Fault } from '../support/remoteFaults';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// Fault injection on canaries, on a server of the suite's own, where every remote has a canary
// at 100 % whose entry fails the five ways of faults.spec.ts: the visitor must get the stable
// version instead. Writes its rows of the 25-case table to test-results/fault-table.md.

test.setTimeout(180_000);

/** The canary published on the suite's own server: the same build under another version. */
const CANARY_VERSION = '1.0.1-canary';
/** The suite's own server. */
const CANARY_SERVER_PORT = Number(process.env.E2E_CANARY_FAULTS_PORT ?? 8351);

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
  await loadRouteCode(page, server.url, route);
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

/** A new visitor: any bucket gets a canary at 100 %. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

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

  test('a visitor reading Tamil whose canary fails gets the stable version, still in Tamil', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const [route] = routesOf('calculator') as [SitePage];
    const injected = await injectFault(
      page,
      `**/remotes/calculator/${CANARY_VERSION}/remoteEntry.js*`,
      'entry 500',
    );
    const stableEntryLoaded = page.waitForResponse(
      (response) =>
        /\/remotes\/calculator\/[^/]+\/remoteEntry\.js$/.test(new URL(response.url()).pathname) &&
        !response.url().includes(CANARY_VERSION) &&
        response.ok(),
      { timeout: GIVE_UP_MS + 10_000 },
    );
    await page.goto(`${server!.url}${withLanguage(route.href, 'ta')}`, {
      waitUntil: 'domcontentloaded',
    });
    await stableEntryLoaded;
    expect(injected.hits()).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await expect(pageHeading(page)).toContainText(languageFacts.ta.letters);
    // The form stable drew, live, in Tamil: its button and its captcha's label.
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toContainText(languageFacts.ta.letters);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(errorPanel(page)).toHaveCount(0);
    await injected.lift();
    await context.close();
  });

  for (const remote of remoteNames) {
    test(`"${remote}": the visitor gets the stable version instead, with no error panel`, async ({
      browser,
    }, testInfo) => {
      const page = await visitorPage(browser);
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
