import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { grantPreview } from '../support/previewGrant';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { repoRoot, startOwnServer, type OwnServer } from '../support/serverProcess';
import { servedVersionIn } from '../support/servedVersion';
import { sidewaysOverflow } from '../support/sidewaysScroll';

// Who else may see or change what, in the release console: the preview links out (issued by the
// CLI, revoked in the console: the browser holding one is back on stable) and the ops tokens
// (revoked in the console: the CLI with one is refused), on a server of its own.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PORT = Number(process.env.E2E_ACCESS_PORT ?? 8236);
const PREVIEWED = '1.1.0';
const opsToken = process.env.OPS_TOKEN ?? 'dev-ops-token';
let server: OwnServer;

test.beforeAll(async () => {
  // Publishing the five remotes at start-up takes a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  server = await startOwnServer(PORT);
  const dist = builtCopyAs('mf-calculator', PREVIEWED);
  try {
    const published = server.cli('registry', 'publish', 'calculator', '--dist', dist);
    expect(published.code, published.err).toBe(0);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test.afterAll(async () => {
  await server?.stop();
});

/** A new token made through the ops API: its secret. */
async function newToken(name: string, capabilities: string[]): Promise<string> {
  const created = await fetch(`${server.opsUrl}/ops/tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${opsToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, capabilities }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { secret: string }).secret;
}

async function signIn(browser: Browser, token = opsToken, name = 'e2e operator'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.opsUrl}/ops/`);
  await page.getByLabel('Ops token').fill(token);
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table', { name: /^Remotes/ })).toBeVisible();
  return page;
}

/** Confirms the revocation the dialog asks about. */
async function confirmRevoke(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
}

/** The calculator page as this browser gets it: the version served, and whether it says preview. */
async function calculatorAsSeen(page: Page) {
  const answer = await page.goto(`${server.url}/website/Calculator`);
  return {
    version: servedVersionIn((await answer?.text()) ?? ''),
    banner: await page.locator('[data-preview-banner]').count(),
  };
}

test('a preview issued by the CLI is listed in the console; revoked there, its browser gets stable, with no banner and no cookie', async ({
  browser,
}) => {
  const previewer = await (await browser.newContext()).newPage();
  const issued = await grantPreview(previewer, server, 'calculator', PREVIEWED, '--for', '2h');
  const id = /\(grant (pv-[0-9a-f]{12});/.exec(issued)?.[1];
  expect(id, issued).toBeDefined();
  expect(await calculatorAsSeen(previewer)).toEqual({ version: PREVIEWED, banner: 1 });

  const page = await signIn(browser);
  const previews = page.getByRole('table', { name: /not yet expired/ });
  const row = previews.getByRole('row').filter({ hasText: id! });
  await expect(row).toContainText(`calculator ${PREVIEWED}`);
  await expect(row).toContainText('by e2e with token bootstrap');
  await row
    .getByRole('button', { name: `Revoke preview ${id} of calculator ${PREVIEWED}` })
    .click();
  await confirmRevoke(page, `Revoke the preview of calculator ${PREVIEWED}?`);
  await expect(row).toContainText('revoked by e2e operator');
  await expect(row.getByRole('button')).toHaveCount(0);

  expect(await calculatorAsSeen(previewer)).toEqual({ version: '1.0.0', banner: 0 });
  const cookies = await previewer.context().cookies(server.url);
  expect(cookies.map((cookie) => cookie.name)).not.toContain('mf_preview_calculator');
  const history = server.cli('registry', 'history', 'calculator');
  expect(history.out).toContain(
    `revoked a preview of ${PREVIEWED} by e2e operator with token bootstrap: grant ${id}`,
  );
});

test('a token revoked in the console is refused to the CLI; a token without the tokens capability sees no tokens', async ({
  browser,
}) => {
  const name = `cli-bot-${Date.now()}`;
  const secret = await newToken(name, ['releases']);
  const cli = () =>
    spawnSync(
      process.execPath,
      [join(repoRoot, 'server/dist/cli.mjs'), 'registry', 'status', '--server', server.opsUrl],
      { env: { ...process.env, OPS_TOKEN: secret }, encoding: 'utf8' },
    );
  expect(cli().status).toBe(0);

  // The bot's own token releases but manages no token: no tokens section, and no error.
  const bots = await signIn(browser, secret, 'bot');
  await expect(bots.getByRole('heading', { name: 'Preview links' })).toBeVisible();
  await expect(bots.getByRole('heading', { name: 'Ops tokens' })).toHaveCount(0);
  await expect(bots.getByText(/Could not read/)).toHaveCount(0);

  const console = await signIn(browser);
  const row = console.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('releases on every remote');
  await row.getByRole('button', { name: `Revoke token ${name}` }).click();
  await confirmRevoke(console, `Revoke the token ${name}?`);
  await expect(row).toContainText('revoked at');

  const refused = cli();
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('(wrong, or revoked)');
  const answer = await fetch(`${server.opsUrl}/ops/registry`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(answer.status).toBe(401);
});

test('the signed-in token’s own row says so; revoking it signs the console out', async ({
  browser,
}) => {
  const name = `release-desk-${Date.now()}`;
  const consolePage = await signIn(browser, await newToken(name, ['releases', 'tokens']));
  const row = consolePage.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('yours, signed in now');
  await row.getByRole('button', { name: `Revoke token ${name}` }).click();
  await expect(consolePage.getByRole('alertdialog')).toContainText(
    'It is the token you are signed in with: revoking it signs you out.',
  );
  await confirmRevoke(consolePage, `Revoke the token ${name}?`);
  await expect(consolePage.getByLabel('Ops token')).toBeVisible();
  await expect(
    consolePage.getByText(`You revoked the token "${name}" you were signed in with.`),
  ).toBeVisible();
});

test('the preview links and tokens fit a 390 px phone: no sideways scrolling', async ({
  browser,
}) => {
  const previewer = await (await browser.newContext()).newPage();
  await grantPreview(previewer, server, 'calculator', PREVIEWED);
  const page = await signIn(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: /not yet expired/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ops tokens' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
});
