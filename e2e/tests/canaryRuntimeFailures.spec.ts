import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { expectLivePage } from '../support/livePage';
import { pageViewToken } from '../support/pageViewToken';
import { ownedByReact } from '../support/reactOwnership';
import { buildChangedCopy, builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// Releases that break at run time, against real visitors: three instances on one PostgreSQL
// behind HAProxy (deploy/haproxy.cfg, round robin), a guard that looks every second. A canary whose island throws while
// rendering (the calculator's form, home's carousel), or whose code throws on the visitor's first
// tap, is ended by the guard; its visitors see stable's page meanwhile; a ramp never promotes it. Then the guard is attacked with forged
// reports, which change nothing.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const basePort = Number(process.env.E2E_RUNTIME_PORT ?? 8251);
const MIN_VIEWS = 10;
let instances: OwnServer[] = [];
let proxy: Haproxy;
let database: ScratchDatabase | undefined;

/** The form's opening, as the calculator's sources have it. */
const FORM_START = `export function CalculatorForm() {
  const form = useCalculatorForm();`;

/** What this spec reads of `registry status --json`: the calculator's rollout. */
interface Figures {
  views: number;
  failures: number;
}
interface RemoteRollout {
  remote: string;
  stable: string | null;
  canary: { version: string; percent: number } | null;
  guard: { verdict: string; canary: Figures; stable: Figures } | null;
  lastDecision: {
    at: string;
    actor: string;
    action: string;
    version: string;
    reason: string;
  } | null;
}
interface RegistryStatus {
  rollouts: { remotes: RemoteRollout[] };
}

const registry = (...args: string[]) => instances[0]!.cliAsync('registry', ...args);

/** A remote whose canary fails here, and what a visitor sees of its page. */
interface Subject {
  remote: 'calculator' | 'home';
  path: string;
  /** What one page view ended with, once live. */
  seen: (page: Page) => Promise<string>;
  /** What stable's page shows: what each of the canary's visitors must end with. */
  stableSeen: string;
}

/** The calculator, a static page: its form is an island, hydrated alone. */
const calculator: Subject = {
  remote: 'calculator',
  path: '/website/Calculator',
  async seen(page) {
    const panel = page.getByTestId('remote-error');
    if (await panel.count()) return (await panel.textContent()) ?? 'the panel';
    // A form that threw makes way for stable's page; one left thrown is gone from the page.
    const works = await expect
      .poll(() => ownedByReact(page, 'main form').catch(() => false), { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    return works ? 'a working form' : 'no working form';
  },
  stableSeen: 'a working form',
};

/** Home, a static page: its carousel is an island, hydrated alone. */
const home: Subject = {
  remote: 'home',
  path: '/website/home',
  async seen(page) {
    const panel = page.getByTestId('remote-error');
    if (await panel.count()) return (await panel.textContent()) ?? 'the panel';
    // An island that threw makes way for stable's page; one left thrown is gone from the page.
    const third = page.getByRole('button', { name: /^Slide 3: / });
    const works = await third
      .click({ timeout: 10_000 })
      .then(() => expect(third).toHaveAttribute('aria-current', 'true'))
      .then(
        () => true,
        () => false,
      );
    return works ? 'a working carousel' : 'no working carousel';
  },
  stableSeen: 'a working carousel',
};

async function rolloutOf(subject: Subject): Promise<RemoteRollout> {
  const status = await registry('status', '--json');
  expect(status.code, status.err).toBe(0);
  const { rollouts } = JSON.parse(status.out) as RegistryStatus;
  return rollouts.remotes.find((remote) => remote.remote === subject.remote)!;
}

async function visitor(browser: Browser, bucket: number): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: proxy.url }]);
  return context;
}

/** What one page view of `subject` ended with, once live (after `act`, where given). */
async function pageView(
  page: Page,
  subject: Subject,
  act?: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto(`${proxy.url}${subject.path}`);
  await expectLivePage(page);
  const seen = await subject.seen(page);
  if (!act) return seen;
  await act(page);
  return subject.seen(page);
}

interface Run {
  subject: Subject;
  decision: NonNullable<RemoteRollout['lastDecision']>;
  firstFailingView: number;
  minimumReachedAt: number;
  canaryViews: string[];
  stables: Set<string | null>;
}

/**
 * Serves the canary's and a stable visitor's page views side by side until the guard ends the
 * canary (or three times its minimum views have passed), watching stable all along.
 */
async function runUntilEnded(
  browser: Browser,
  subject: Subject,
  act?: (page: Page) => Promise<void>,
): Promise<Run> {
  const canaryContext = await visitor(browser, 10);
  const stableContext = await visitor(browser, 90);
  const canaryPage = await canaryContext.newPage();
  const stablePage = await stableContext.newPage();
  const canaryViews: string[] = [];
  const starts: number[] = [];
  const stables = new Set<string | null>();
  let rollout = await rolloutOf(subject);
  while (rollout.canary && canaryViews.length < 3 * MIN_VIEWS) {
    starts.push(Date.now());
    const [seen] = await Promise.all([
      pageView(canaryPage, subject, act),
      pageView(stablePage, subject),
    ]);
    canaryViews.push(seen);
    rollout = await rolloutOf(subject);
    stables.add(rollout.stable);
  }
  await expect.poll(async () => (await rolloutOf(subject)).canary, { timeout: 15_000 }).toBeNull();
  rollout = await rolloutOf(subject);
  stables.add(rollout.stable);
  await canaryContext.close();
  await stableContext.close();
  return {
    subject,
    decision: rollout.lastDecision!,
    firstFailingView: starts[0]!,
    minimumReachedAt: starts[MIN_VIEWS - 1] ?? NaN,
    canaryViews,
    stables,
  };
}

/** Publishes a build and starts it on a ramp that would promote a healthy canary within seconds. */
async function rampUp(subject: Subject, dist: string, version: string) {
  const published = await registry('publish', subject.remote, '--dist', dist);
  expect(published.code, published.err).toBe(0);
  const started = await registry(
    'canary',
    subject.remote,
    version,
    '--ramp',
    '50,100',
    '--every',
    '3s',
  );
  expect(started.code, started.err).toBe(0);
}

function expectEndedByTheGuard(run: Run, version: string, label: string) {
  const { decision, subject } = run;
  expect(decision).toMatchObject({ actor: 'canary guard', action: 'abort-canary', version });
  const decidedAt = Date.parse(decision.at);
  const panels = run.canaryViews.filter((heading) => /unavailable/.test(heading)).length;
  console.info(
    `${label}: ended ${((decidedAt - run.firstFailingView) / 1000).toFixed(1)} s after the first failing page view ` +
      `(${((decidedAt - run.minimumReachedAt) / 1000).toFixed(1)} s after the ${MIN_VIEWS}th canary view began); ` +
      `panel on ${panels} of ${run.canaryViews.length} canary page views; ${decision.reason}`,
  );
  // The ramp never promoted it: stable stayed what it was all along.
  expect([...run.stables]).toEqual(['1.0.0']);
  // Each of its visitors saw stable's page, never the panel, while stable works.
  expect(run.canaryViews.length).toBeGreaterThanOrEqual(MIN_VIEWS);
  expect(run.canaryViews.filter((seen) => seen !== subject.stableSeen)).toEqual([]);
  expect(decidedAt - run.minimumReachedAt).toBeLessThan(10_000);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!adminUrl) throw new Error('CI runs this against PostgreSQL: TEST_DATABASE_URL is not set');
  database = await createScratchDatabase(adminUrl, 'runtime');
  for (const offset of [0, 2, 4]) {
    instances.push(
      await startOwnServer(basePort + offset, {
        DATABASE_URL: database.url,
        CANARY_GUARD_INTERVAL_SECONDS: '1',
        PAGE_VIEW_FLUSH_SECONDS: '1',
        CANARY_GUARD_MIN_VIEWS: String(MIN_VIEWS),
        // Every visitor here comes from one address: the beacon's limit is not what is tested.
        RATE_LIMIT_BEACON_PER_MINUTE: '10000',
      }),
    );
  }
  proxy = await startHaproxy(
    basePort + 6,
    instances.map((instance) => instance.url),
  );
  for (let i = 0; i < 3; i += 1) await proxy.untilServing(i);
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  await database?.drop();
});

test("a canary whose form throws while rendering is ended by the guard, its visitors get stable's form, and its ramp never promotes it", async ({
  browser,
}) => {
  const dist = buildChangedCopy(
    'mf-calculator',
    '1.2.0',
    FORM_START,
    `export function CalculatorForm() {
  if (typeof window !== 'undefined') throw new Error('calculator 1.2.0 cannot render');
  const form = useCalculatorForm();`,
  );
  await rampUp(calculator, dist, '1.2.0');
  expectEndedByTheGuard(
    await runUntilEnded(browser, calculator),
    '1.2.0',
    'the form throws while rendering',
  );
});

test("a canary whose code throws on the visitor's first tap is ended by the guard, and its ramp never promotes it", async ({
  browser,
}) => {
  const dist = buildChangedCopy(
    'mf-calculator',
    '1.3.0',
    'const startLoadingDialog = () => void loadDialog().catch(() => undefined);',
    "const startLoadingDialog = () => {\n    throw new Error('calculator 1.3.0 breaks on focus');\n  };",
  );
  await rampUp(calculator, dist, '1.3.0');
  const tap = async (page: Page) => {
    await page.getByLabel('Name').click();
  };
  expectEndedByTheGuard(
    await runUntilEnded(browser, calculator, tap),
    '1.3.0',
    'throws in an event handler',
  );
});

test("a canary whose island throws once hydrated is ended by the guard, and its visitors get stable's island: home's carousel", async ({
  browser,
}) => {
  const dist = buildChangedCopy(
    'mf-home',
    '1.2.0',
    'export function BannerCarousel() {\n',
    "export function BannerCarousel() {\n  if (typeof window !== 'undefined') throw new Error('home 1.2.0 carousel cannot render');\n",
  );
  await rampUp(home, dist, '1.2.0');
  expectEndedByTheGuard(
    await runUntilEnded(browser, home),
    '1.2.0',
    'an island throws once hydrated',
  );
});

test("forged reports change no verdict: made-up page views, stable's failures, replays, other versions", async ({
  browser,
}) => {
  const dist = builtCopyAs('mf-calculator', '1.4.0');
  const published = await registry('publish', 'calculator', '--dist', dist);
  expect(published.code, published.err).toBe(0);
  const started = await registry('canary', 'calculator', '1.4.0', '--percent', '50');
  expect(started.code, started.err).toBe(0);

  const report = (body: Record<string, unknown>) =>
    fetch(`${proxy.url}/telemetry/remote-failure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'calculator', phase: 'load', ...body }),
    }).then((response) => response.status);
  const madeUp = () => Math.random().toString(16).slice(2).padEnd(32, '0');
  const statuses: number[] = [];
  // Before the fix: five such reports ended a healthy 50 % canary in 4 s.
  for (let i = 0; i < 5; i += 1)
    statuses.push(await report({ version: '1.4.0', pageView: madeUp(), channel: 'canary' }));
  for (let i = 0; i < 5; i += 1)
    statuses.push(await report({ version: '1.4.0', view: `${madeUp()}.${madeUp()}` }));
  // Before the fix: sixty against stable made it look 250 % failing, hiding a failing canary.
  for (let i = 0; i < 60; i += 1)
    statuses.push(await report({ version: '1.0.0', view: `${madeUp()}.${madeUp()}` }));
  const accepted = statuses.filter((status) => status < 300).length;
  console.info(`forged reports accepted: ${accepted} of ${statuses.length}`);
  expect(accepted).toBe(0);

  // A stable visitor's real page view: its token is good once for a version it was served
  // (stable's), for nothing else.
  const html = await fetch(`${proxy.url}/website/Calculator`, {
    headers: { cookie: 'mf_bucket=90' },
  }).then((response) => response.text());
  const view = pageViewToken(html);
  expect(await report({ version: '1.4.0', view })).toBe(422);
  expect(await report({ remote: 'partner', version: '9.9.9', view })).toBe(422);
  for (let i = 0; i < 5; i += 1) expect(await report({ version: '1.0.0', view })).toBe(204);

  // Real visitors, healthy: the guard judges the canary on them alone.
  const canaryContext = await visitor(browser, 10);
  const stableContext = await visitor(browser, 90);
  const canaryPage = await canaryContext.newPage();
  const stablePage = await stableContext.newPage();
  for (let i = 0; i < MIN_VIEWS; i += 1)
    await Promise.all([pageView(canaryPage, calculator), pageView(stablePage, calculator)]);
  await canaryContext.close();
  await stableContext.close();
  await expect
    .poll(async () => (await rolloutOf(calculator)).guard?.canary.views ?? 0)
    .toBeGreaterThanOrEqual(MIN_VIEWS);
  const rollout = await rolloutOf(calculator);
  expect(rollout.canary).toEqual({ version: '1.4.0', percent: 50 });
  expect(rollout.guard?.verdict).toBe('green');
  // No forged report counted; the one real report, sent five times, counted once.
  expect(rollout.guard?.canary.failures).toBe(0);
  expect(rollout.guard?.stable.failures).toBe(1);
});
