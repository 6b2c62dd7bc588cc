import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { grantPreview } from '../support/previewGrant';
import { buildChangedCopy } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { bucketCookie, VISITOR_COOKIE } from '../support/visitorCookie';

// A page keeps the versions it was served while the visitor moves from page to page (skew
// protection), except a version the guard or an operator ended since: at the next page, that
// remote loads stable now. A version merely superseded by a promotion stays.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = Number(process.env.E2E_REVOKE_PORT ?? 8271);
/** The shell asks at most this often, and not on a page younger than this (revocations.ts). */
const CHECK_EVERY_MS = 2_000;
let server: OwnServer;

const registry = async (...args: string[]) => {
  const result = await server.cliAsync('registry', ...args);
  expect(result.code, `registry ${args.join(' ')}: ${result.err}`).toBe(0);
};

interface Visitor {
  page: Page;
  /** The calculator versions whose files the page asked for, in order, without repeats. */
  calculatorVersions: () => string[];
}

/** A visitor in `bucket`, on `path`, with its page live. */
async function visitor(browser: Browser, bucket: number, path: string): Promise<Visitor> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: VISITOR_COOKIE, value: await bucketCookie(server.url, bucket), url: server.url },
  ]);
  const page = await context.newPage();
  const versions: string[] = [];
  page.on('request', (request) => {
    const version = /\/remotes\/calculator\/([^/]+)\//.exec(request.url())?.[1];
    if (version && !versions.includes(version)) versions.push(version);
  });
  await page.goto(`${server.url}${path}`);
  await expectLivePage(page);
  return { page, calculatorVersions: () => [...versions] };
}

/** Follows a link of the main navigation (no new page view), once the page is old enough to ask. */
async function moveTo(page: Page, label: 'Home' | 'Calculator') {
  await page.waitForTimeout(CHECK_EVERY_MS + 200);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(label === 'Home' ? /\/website\/home$/ : /\/website\/Calculator$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Waits until the calculator page shows stable 1.0.0's heading (1.6.0's says "Gold Calculator
 * 1.6"). A new page view shows it from the prerendered HTML before its scripts ask for the
 * remote's files: the versions asked for are polled, not read once.
 */
async function stableCalculatorShown(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Gold Calculator',
  );
}

test.beforeAll(async () => {
  // Starting a server and building a release take a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  // The visitors' networks (and so their buckets) are named in X-Forwarded-For, as a proxy would.
  server = await startOwnServer(PORT, { TRUST_PROXY: '1' });
  // A release of its own (another build than stable's), as every real one is.
  const dist = buildChangedCopy('mf-calculator', '1.6.0', 'Gold Calculator', 'Gold Calculator 1.6');
  await registry('publish', 'calculator', '--dist', dist);
});

test.afterAll(async () => {
  await server?.stop();
});

test('a canary ended while a page is open: the next page of that remote is stable, whether or not the canary was loaded before', async ({
  browser,
}) => {
  await registry('canary', 'calculator', '1.6.0', '--percent', '100');
  const fresh = await visitor(browser, 10, '/website/home');
  const loaded = await visitor(browser, 10, '/website/Calculator');
  await expect.poll(() => loaded.calculatorVersions()).toEqual(['1.6.0']);
  await moveTo(loaded.page, 'Home');

  await registry('abort', 'calculator');
  await moveTo(fresh.page, 'Calculator');
  await stableCalculatorShown(fresh.page);
  await expect.poll(() => fresh.calculatorVersions()).toEqual(['1.0.0']);
  await moveTo(loaded.page, 'Calculator');
  // The page loaded before shows at once, then gives way to stable's in a new page view.
  await stableCalculatorShown(loaded.page);
  await expect.poll(() => loaded.calculatorVersions()).toEqual(['1.6.0', '1.0.0']);
});

test('a superseded stable version stays pinned; a stable version rolled back from does not', async ({
  browser,
}) => {
  const onOldStable = await visitor(browser, 90, '/website/home');
  await registry('promote', 'calculator', '1.6.0');
  await moveTo(onOldStable.page, 'Calculator');
  await stableCalculatorShown(onOldStable.page);
  await expect.poll(() => onOldStable.calculatorVersions()).toEqual(['1.0.0']);

  const onNewStable = await visitor(browser, 90, '/website/home');
  await registry('rollback', 'calculator');
  await moveTo(onNewStable.page, 'Calculator');
  await stableCalculatorShown(onNewStable.page);
  await expect.poll(() => onNewStable.calculatorVersions()).toEqual(['1.0.0']);
});

test('a preview grant ends with its version: once the canary is aborted, its holder gets stable and its files answer 410', async ({
  browser,
}) => {
  await registry('canary', 'calculator', '1.6.0', '--percent', '1');
  const previewer = await visitor(browser, 90, '/website/home');
  await grantPreview(previewer.page, server, 'calculator', '1.6.0');
  await previewer.page.goto(`${server.url}/website/Calculator`);
  await expect(previewer.page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Gold Calculator 1.6',
  );
  const entry = `${server.url}/remotes/calculator/1.6.0/remoteEntry.js`;
  expect((await previewer.page.request.get(entry)).status()).toBe(200);

  await registry('abort', 'calculator');
  await expect.poll(async () => (await previewer.page.request.get(entry)).status()).toBe(410);
  await previewer.page.goto(`${server.url}/website/Calculator`);
  await expectLivePage(previewer.page);
  await stableCalculatorShown(previewer.page);
  expect(previewer.calculatorVersions().at(-1)).toBe('1.0.0');
});
