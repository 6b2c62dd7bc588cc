import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { describeViolation, scanAccessibility } from '../support/axe';
import { newVisitorView } from '../support/guardRun';
import { expectLivePage } from '../support/livePage';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { sidewaysOverflow } from '../support/sidewaysScroll';
import { pages } from '../support/siteRoutes';
import {
  fetchCalculator,
  reportFailure,
  reportStart,
  testAddress,
} from '../support/visitorProtocol';

// The release console as an operator uses it, against the production build on a server of its
// own (it changes what the registry serves): sign-in, the remotes, a canary started through the
// confirmation dialog, two consoles promoting at once, a scoped token, axe, and that visitors
// never meet it.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PORT = Number(process.env.E2E_CONSOLE_PORT ?? 8231);
const CANARY = '1.1.0';
const opsToken = process.env.OPS_TOKEN ?? 'dev-ops-token';
let server: OwnServer;

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

interface Status {
  remotes: {
    remote: string;
    revision: number;
    stable: string | null;
    canary: { version: string; percent: number } | null;
  }[];
  recentChanges: { actor: string; action: string; remote: string; reason: string | null }[];
}

const opsGet = async <T>(path: string, token = opsToken): Promise<T> => {
  const response = await fetch(`${server.opsUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const calculatorStatus = async () =>
  (await opsGet<Status>('/ops/registry')).remotes.find((r) => r.remote === 'calculator')!;

/** A page that records every Content-Security-Policy violation it meets. */
async function consolePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return page;
}

async function signIn(page: Page, token = opsToken, name = 'e2e operator') {
  await page.goto(`${server.opsUrl}/ops/`);
  await page.getByLabel('Ops token').fill(token);
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(remotesTable(page)).toBeVisible();
}

const remotesTable = (page: Page) => page.getByRole('table', { name: /^Remotes/ });
const remoteRow = (page: Page, remote: string) =>
  remotesTable(page).getByRole('row', { name: new RegExp(`^${remote}: show details`) });

async function showRemote(page: Page, remote: string) {
  await page.getByRole('button', { name: `${remote}: show details` }).click();
  await expect(page.getByRole('heading', { level: 2, name: remote })).toBeVisible();
}

let visitors = 0;

/**
 * Page views of the calculator by `times` new canary visitors and `times` new stable ones, each
 * from an address of its own, by the protocol its browser follows (the HTML, then the start
 * report); the last canary view's token and address.
 */
async function visitCalculator(times: number): Promise<{ view: string; address: string }> {
  let canaryView = { view: '', address: '' };
  for (let canary = 0, stable = 0; canary < times || stable < times;) {
    const address = testAddress((visitors += 1));
    const { version, view } = await fetchCalculator(server.url, address);
    const isCanary = version === CANARY;
    if (isCanary ? canary >= times : stable >= times) continue;
    expect(await reportStart(server.url, address, view)).toBe(204);
    if (isCanary) [canary, canaryView] = [canary + 1, { view, address }];
    else stable += 1;
  }
  return canaryView;
}

const expectNoCspViolation = async (page: Page) =>
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([]);

test.beforeAll(async () => {
  // Publishing the five remotes at start-up takes a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, {
    CANARY_GUARD_INTERVAL_SECONDS: '1',
    PAGE_VIEW_FLUSH_SECONDS: '1',
    // Each visitor names its address as a proxy in front would.
    TRUST_PROXY: '1',
  });
  const dist = builtCopyAs('mf-calculator', CANARY);
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

test('a wrong token shows the server’s refusal; the ops token shows every remote', async ({
  browser,
}) => {
  const page = await consolePage(browser);
  const answer = await page.goto(`${server.opsUrl}/ops/`);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+';/);
  expect(policy).not.toContain('unsafe-inline');

  await page.getByLabel('Ops token').fill('not-the-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The server refused: a valid ops token is required',
  );
  // Kept nowhere but the tab's sessionStorage, and only once accepted.
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await signIn(page);
  for (const remote of ['home', 'calculator', 'partner', 'branches', 'content'])
    await expect(remoteRow(page, remote)).toContainText('1.0.0');
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['gold-ops-console']);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.value).join(' ')).not.toContain(opsToken);
  await expectNoCspViolation(page);
});

test('a canary started through the confirmation dialog shows in the table and in GET /ops/registry', async ({
  browser,
}) => {
  const page = await consolePage(browser);
  await signIn(page);
  await showRemote(page, 'calculator');
  const { revision } = await calculatorStatus();

  await page.getByRole('button', { name: 'Start canary…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a canary of calculator' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Version').selectOption(CANARY);
  await dialog.getByLabel(/Ramp steps/).fill('50, 100');
  await dialog.getByLabel(/Step interval/).fill('60');
  await dialog.getByLabel(/Why/).fill('the new form copy');
  const summary = dialog.getByRole('table', { name: 'What will change' });
  await expect(summary.getByRole('row', { name: /^canary/ })).toHaveText(
    `canarynone${CANARY} at 50 %`,
  );
  await expect(summary.getByRole('row', { name: /^ramp/ })).toContainText('50 → 100 %');
  await expect(dialog).toContainText(`Expects calculator at revision ${revision}`);
  await dialog.getByRole('button', { name: 'Start canary' }).click();

  await expect(page.getByRole('status')).toHaveText(`calculator: canary ${CANARY} started at 50 %`);
  await expect(dialog).toBeHidden();
  await expect(remoteRow(page, 'calculator')).toContainText(`${CANARY} at 50 %`);
  await expect(remoteRow(page, 'calculator')).toContainText('step 1 of 2: 50 %');
  expect((await calculatorStatus()).canary).toEqual({ version: CANARY, percent: 50 });
  const [last] = (await opsGet<Status>('/ops/registry')).recentChanges;
  expect(last).toMatchObject({ actor: 'e2e operator', action: 'canary', remote: 'calculator' });
  expect(last?.reason).toContain('the new form copy');
  await expect(
    page
      .getByRole('table', { name: /changes$/ })
      .getByRole('row')
      .nth(1),
  ).toContainText('e2e operator');
  await expectNoCspViolation(page);

  const screenshot = process.env.RELEASE_CONSOLE_SCREENSHOT;
  if (screenshot) await takeScreenshot(page, screenshot);
});

test('two consoles promote at once: the second is told someone else changed it, and sees the new state', async ({
  browser,
}) => {
  const first = await consolePage(browser);
  const second = await consolePage(browser);
  for (const page of [first, second]) {
    await signIn(page);
    await showRemote(page, 'calculator');
    await page.getByRole('button', { name: 'Promote…' }).click();
    const dialog = page.getByRole('dialog', { name: `Promote calculator ${CANARY}` });
    await expect(dialog).toBeVisible();
    // The guard has not cleared this canary (too few visitors): the promote is chosen as such.
    await expect(dialog).toContainText('The canary guard:');
    await dialog.getByRole('checkbox', { name: /Promote anyway/ }).check();
  }

  await first.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  await expect(first.getByRole('status')).toHaveText(
    `calculator: ${CANARY} promoted, stable for everyone`,
  );
  const promoted = await calculatorStatus();
  expect(promoted).toMatchObject({ stable: CANARY, canary: null });

  await second.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  const conflict = second.getByRole('alert').first();
  await expect(conflict).toContainText('Someone else changed calculator in the meantime');
  // The revision it names was read after the refusal: the view was reloaded then.
  await expect(conflict).toContainText(`it is now ${promoted.revision}`);
  await expect(second.getByRole('dialog')).toBeHidden();
  // Reloaded at once, not at the next refresh: the promoted version, no canary.
  await expect(remoteRow(second, 'calculator').getByRole('cell')).toHaveText([
    CANARY,
    'none',
    '-',
    'no canary',
  ]);
  await expect(second.getByRole('button', { name: 'Promote…' })).toBeHidden();
  await expectNoCspViolation(second);
});

test('a token scoped to one remote sees only that remote', async ({ browser }) => {
  const created = await fetch(`${server.opsUrl}/ops/tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${opsToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `calculator-team-${Date.now()}`,
      remotes: ['calculator'],
      capabilities: ['releases'],
    }),
  });
  expect(created.status).toBe(201);
  const { secret } = (await created.json()) as { secret: string };

  const page = await consolePage(browser);
  await signIn(page, secret, 'meena');
  await expect(remoteRow(page, 'calculator')).toBeVisible();
  // The header row and calculator's: no other remote.
  await expect(remotesTable(page).getByRole('row')).toHaveCount(2);
  // One remote's detail, and its previews; no tokens section for a token without that capability.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['calculator', 'Preview links']);
});

test('the console has no serious or critical axe violations, with and without a dialog open', async ({
  browser,
}) => {
  // The richest view: a canary up a ramp, with the guard's figures and every action offered.
  const { stable } = await calculatorStatus();
  const other = stable === CANARY ? '1.0.0' : CANARY;
  const ramp = server.cli(
    'registry',
    'canary',
    'calculator',
    other,
    '--ramp',
    '25,100',
    '--every',
    '1h',
  );
  expect(ramp.code, ramp.err).toBe(0);
  const page = await consolePage(browser);
  await page.goto(`${server.opsUrl}/ops/`);
  const signInReport = await scanAccessibility(page, 'console sign-in');
  await signIn(page);
  await showRemote(page, 'calculator');
  await visitCalculator(3);
  // Counted within a second, read at the next refresh: the charts' table then has rows.
  await page.getByText('Figures per minute, as a table').click({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Pause ramp…' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Since the canary started' })).toBeVisible();
  const consoleReport = await scanAccessibility(page, 'console');
  await page.getByRole('button', { name: 'Start canary…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Scanned once the dialog has faded in: half-way, its text is paler than it will be.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const dialogReport = await scanAccessibility(page, 'console dialog');
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start canary…' })).toBeFocused();
  const blocking = [...signInReport.blocking, ...consoleReport.blocking, ...dialogReport.blocking];
  expect(blocking.map(describeViolation)).toEqual([]);
});

test('visitors never meet the console: no link to it, none of its files loaded, their own CSP', async ({
  page,
}) => {
  const opsRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/ops') || url.origin === server.opsUrl)
      opsRequests.push(request.url());
  });
  for (const route of pages) {
    const answer = await page.goto(`${server.url}${route.href}`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy, route.href).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy, route.href).not.toContain('nonce-');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
    expect(
      links.filter((path) => path.startsWith('/ops')),
      route.href,
    ).toEqual([]);
    expect(await page.content(), route.href).not.toContain('/ops/');
  }
  expect(opsRequests).toEqual([]);
});

/** Starts content 1.1.0 on a ramp of 10, 50 and 100 %, a step an hour: it stays on its first. */
function startContentRamp() {
  const ramp = server.cli(
    'registry',
    'canary',
    'content',
    '1.1.0',
    '--ramp',
    '10,50,100',
    '--every',
    '1h',
  );
  expect(ramp.code, ramp.err).toBe(0);
}

test('a ramping canary shows its next step and when, what resume does, and advances on demand; the charts mark its steps', async ({
  browser,
}) => {
  const dist = builtCopyAs('mf-content', '1.1.0');
  try {
    const published = server.cli('registry', 'publish', 'content', '--dist', dist);
    expect(published.code, published.err).toBe(0);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  startContentRamp();
  const page = await consolePage(browser);
  await signIn(page);
  await showRemote(page, 'content');
  const rampText = page.getByRole('group', { name: 'Ramp' });
  // Nobody has run the canary yet: the step waits for its hour and for the guard's visitors.
  await expect(rampText).toContainText(
    /Next: 50 % at .+ \(in (59|60) min( \d+ s)?\) if the guard is green then; it needs \d+ more canary visitors to judge\./,
  );
  expect(server.cli('registry', 'status').out).toMatch(
    /next: 50 % at 20\d\d-\S+Z \(in (59|60) min( \d+ s)?\) if the guard is green then/,
  );

  await page.getByRole('button', { name: 'Pause ramp…' }).click();
  await page
    .getByRole('dialog', { name: 'Pause the ramp of content' })
    .getByRole('button', { name: 'Pause ramp' })
    .click();
  await expect(rampText).toContainText(
    /Paused with (59|60) min( \d+ s)? of the step's 1 h to run: resume carries the step's clock on from there \(it does not restart\)/,
  );
  await page.getByRole('button', { name: 'Resume ramp…' }).click();
  await page
    .getByRole('dialog', { name: 'Resume the ramp of content' })
    .getByRole('button', { name: 'Resume ramp' })
    .click();
  await expect(rampText).toContainText(/Next: 50 % at /);

  await page.getByRole('button', { name: 'Advance now…' }).click();
  const advance = page.getByRole('dialog', { name: 'Advance the ramp of content now' });
  await expect(advance.getByRole('row', { name: /^ramp/ })).toHaveText(
    'rampstep 1 of 3: 10 %step 2 of 3: 50 %',
  );
  await advance.getByRole('button', { name: 'Advance now' }).click();
  await expect(advance).toBeHidden();
  await expect(remoteRow(page, 'content')).toContainText('1.1.0 at 50 %');
  await expect(rampText).toContainText('now step 2 of 3: 50 %');
  await expect(rampText).toContainText(/Next: promotion at /);
  const status = JSON.parse(server.cli('registry', 'status', '--json').out) as Status;
  expect(status.remotes.find((r) => r.remote === 'content')?.canary).toEqual({
    version: '1.1.0',
    percent: 50,
  });
  const history = page.getByRole('table', { name: /changes$/ });
  await expect(history.getByRole('row').nth(1)).toContainText(
    'moved canary 1.1.0 to 50 % (ramp step 2)',
  );
  await expect(history.getByRole('row').nth(1)).toContainText(
    'ramp step 2 of 3: 50 %, advanced by hand',
  );

  await page.getByRole('button', { name: 'Edit steps…' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the ramp of content' });
  await edit.getByLabel('Steps after the current 50 % (in %)').fill('75, 100');
  await expect(edit.getByRole('row', { name: /^ramp/ })).toContainText(
    '10 → 50 → 75 → 100 %, a step every 1 h',
  );
  await edit.getByRole('button', { name: 'Save steps' }).click();
  await expect(edit).toBeHidden();
  await expect(rampText).toContainText('Ramp 10 → 50 → 75 → 100 %');
  await expect(history.getByRole('row').nth(1)).toContainText(
    'changed the ramp of canary 1.1.0 at 50 %',
  );

  // The charts mark the canary's start and its step; the window goes to a day and back.
  const marks = page.getByRole('list', { name: 'Marked on the charts' });
  const canaryMarks = marks.getByRole('listitem').filter({ hasText: '1.1.0' });
  // After the server's own promotion of 1.0.0 at start-up.
  await expect(marks.getByRole('listitem').first()).toHaveText(
    /: promote, promoted 1\.0\.0 to stable/,
  );
  await expect(canaryMarks).toHaveText([
    /: start, started canary 1\.1\.0 at 10 %/,
    /: 50 %, moved canary 1\.1\.0 to 50 %/,
  ]);
  await page.getByRole('group', { name: 'Window' }).getByRole('button', { name: '24 h' }).click();
  await expect(page.getByRole('heading', { name: 'Traffic over the last 24 h' })).toBeVisible();
  await expect(page.getByRole('button', { name: '24 h' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Failure rate per 10 minutes (failures / page views)')).toBeVisible();
  await expect(canaryMarks).toHaveCount(2);
  expect(server.cli('registry', 'abort', 'content').code).toBe(0);
  await expect(canaryMarks.last()).toHaveText(/: abort, ended canary 1\.1\.0/, {
    timeout: 20_000,
  });
});

test('the whole console fits a 390 px phone: no sideways scrolling, remotes and history tables included', async ({
  browser,
}) => {
  // A ramping canary fills every column of the remotes table: its share, its step, the guard's
  // verdict and figures.
  startContentRamp();
  const page = await consolePage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(remoteRow(page, 'content')).toContainText('waiting for evidence');
  // Neither the page nor a box inside it (a table's own scroller) scrolls sideways.
  const fits = async (where: string) => expect(await sidewaysOverflow(page), where).toEqual([]);
  await fits('the overview');
  // Content has a canary's history and the marks of its steps by now.
  await showRemote(page, 'content');
  await expect(page.getByRole('table', { name: /changes$/ })).toContainText(
    'changed the ramp of canary 1.1.0',
  );
  await expect(page.getByRole('list', { name: 'Marked on the charts' })).toBeVisible();
  await fits('a remote with its history');
  await page.getByRole('button', { name: 'Edit steps…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await fits('a dialog open');
  expect(server.cli('registry', 'abort', 'content').code).toBe(0);
});

test('the console lists versions newest first, marks those the guard ended, shows only the running canary’s last decision, keeps chart labels whole, and offers no rollback without an earlier version', async ({
  browser,
}) => {
  const page = await consolePage(browser);
  await signIn(page);
  await showRemote(page, 'partner');
  await expect(page.getByRole('button', { name: 'Start canary…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll back…' })).toHaveCount(0);

  // Published out of order: by time 1.10.0, 1.2.0, 1.9.0; as strings 1.9.0 > 1.2.0 > 1.10.0.
  for (const version of ['1.10.0', '1.2.0', '1.9.0']) {
    const dist = builtCopyAs('mf-partner', version);
    try {
      const published = server.cli('registry', 'publish', 'partner', '--dist', dist);
      expect(published.code, published.err).toBe(0);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }
  // A canary of 1.9.0 whose files do not load: five real visitors' failures are enough to end it
  // (the guard's least), with thresholds that call half its visitors failing bad.
  const guard = server.cli(
    'registry',
    'guard',
    'partner',
    '--min-visitors',
    '5',
    '--max-rate',
    '50',
  );
  expect(guard.code, guard.err).toBe(0);
  expect(server.cli('registry', 'canary', 'partner', '1.9.0', '--percent', '100').code).toBe(0);
  const partner = {
    path: '/website/partner',
    seen: async (view: Page) => {
      await expect(view.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      return 'the page';
    },
    prepare: (context: BrowserContext) =>
      context.route('**/remotes/partner/1.9.0/**', (route) => route.abort('connectionrefused')),
  };
  for (let i = 0; i < 5; i += 1)
    await newVisitorView(browser, server.url, partner, 100, expectLivePage);
  const partnerCanary = () =>
    (
      JSON.parse(server.cli('registry', 'status', '--json').out) as {
        remotes: { remote: string; canary: unknown }[];
      }
    ).remotes.find((r) => r.remote === 'partner')?.canary;
  await expect.poll(partnerCanary, { timeout: 30_000 }).toBeNull();
  expect(server.cli('registry', 'guard', 'partner', '--defaults').code).toBe(0);
  // The overview says at a glance how it ended: by the guard, on its figures, until dismissed.
  await page.reload();
  const ended = page
    .getByRole('note')
    .filter({ hasText: 'partner: canary 1.9.0 ended by canary guard' });
  await expect(ended).toContainText('failed for 5 of 5 visitors');
  await ended.getByRole('button', { name: /Dismiss/ }).click();
  await expect(ended).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Release console' })).toBeVisible();
  await expect(ended).toHaveCount(0);

  // Another canary: the guard's decision about 1.9.0 is not this canary's.
  const ramp = server.cli(
    'registry',
    'canary',
    'partner',
    '1.10.0',
    '--ramp',
    '50,100',
    '--every',
    '1h',
  );
  expect(ramp.code, ramp.err).toBe(0);
  await page.reload();
  await showRemote(page, 'partner');
  await expect(page.getByText(/Ramp 50 → 100 %/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Last automatic decision/)).toHaveCount(0);
  const history = page.getByRole('table', { name: /changes$/ });
  await expect(history.getByRole('row').nth(1)).toContainText(
    'started canary 1.10.0 at 50 % (ramp step 1)',
  );

  await page.getByRole('button', { name: 'Start canary…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a canary of partner' });
  await expect(dialog.getByLabel('Version').locator('option')).toHaveText([
    '1.10.0',
    '1.9.0 (ended by the canary guard)',
    '1.2.0',
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Roll back…' })).toHaveCount(0);

  // The failure-rate chart's top label is "100 %", wider than the old fixed margin.
  const charts = page.locator('figure svg[role="img"]');
  await expect(charts).toHaveCount(2, { timeout: 20_000 });
  const cut = await charts.evaluateAll((svgs) =>
    (svgs as SVGSVGElement[]).flatMap((svg) => {
      const box = svg.viewBox.baseVal;
      return [...svg.querySelectorAll('text')].flatMap((text) => {
        const b = text.getBBox();
        const inside =
          b.x >= box.x &&
          b.y >= box.y &&
          b.x + b.width <= box.x + box.width &&
          b.y + b.height <= box.y + box.height;
        return inside ? [] : [text.textContent ?? ''];
      });
    }),
  );
  expect(await page.locator('figure svg text').allTextContents()).toContain('100 %');
  expect(cut).toEqual([]);

  expect(server.cli('registry', 'promote', 'partner', '1.2.0').code).toBe(0);
  await page.reload();
  await showRemote(page, 'partner');
  await expect(page.getByRole('button', { name: 'Roll back…' })).toBeVisible();
  await page.getByRole('button', { name: 'Roll back…' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Roll back partner to 1.0.0' })
      .getByLabel('Roll back to')
      .locator('option'),
  ).toHaveText(['1.0.0']);
  await page.keyboard.press('Escape');
  expect(server.cli('registry', 'rollback', 'partner').code).toBe(0);
  // Back on 1.0.0, rolled back from 1.2.0: the console offers nothing, as the CLI refuses, and
  // never the version just rolled back from.
  await page.reload();
  await showRemote(page, 'partner');
  await expect(remoteRow(page, 'partner')).toContainText('1.0.0');
  await expect(page.getByRole('button', { name: 'Roll back…' })).toHaveCount(0);
  const refused = server.cli('registry', 'rollback', 'partner');
  expect(refused.code).not.toBe(0);
  expect(refused.err).toContain('partner has no earlier stable version');
});

/** The console's picture in docs/releasing.md: a canary half way up its ramp, with some traffic. */
async function takeScreenshot(page: Page, path: string) {
  const { view, address } = await visitCalculator(24);
  // One canary visitor's page failed to load (1 of 24, too little to end it): the beacon says so.
  expect(await reportFailure(server.url, address, view, CANARY, 'load')).toBe(204);
  const guardFigures = page.getByRole('table', { name: 'Since the canary started' });
  await expect(guardFigures.getByRole('row', { name: /^canary/ })).toHaveText(
    `canary ${CANARY}2414.2 %`,
    { timeout: 20_000 },
  );
  await expect(remoteRow(page, 'calculator')).toContainText('green');
  await expect(page.getByText(/1 failure \(4\.2 %\)/).first()).toBeVisible({ timeout: 20_000 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path, fullPage: true });
  console.info(`release console screenshot: ${path}`);
}
