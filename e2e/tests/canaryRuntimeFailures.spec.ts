import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  newVisitorView,
  startCrawler,
  visitorsUntil,
  type Crawler,
  type VisitorView,
} from '../support/guardRun';
import { startHaproxy, type Haproxy } from '../support/haproxy';
import { expectLivePage } from '../support/livePage';
import { pageViewToken } from '../support/pageViewToken';
import { ownedByReact } from '../support/reactOwnership';
import { buildChangedCopy, builtCopyAs } from '../support/remoteBuildCopy';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { stableVisitorCookie, VISITOR_COOKIE } from '../support/visitorCookie';

// Releases that break at run time, against real visitors as a live site has them: three instances
// on one PostgreSQL behind HAProxy (deploy/haproxy.cfg, round robin), a guard that looks every
// second, crawlers fetching pages all along from before any canary (10 a second, every bucket:
// they run nothing, so they are no page views), and new visitors in Chromium, one page view each. A canary whose island throws while rendering (the calculator's
// form, home's carousel), while hydrating deep in the form, once committed (an effect), or on the
// visitor's first tap, is ended by the guard soon after its fifth failing visitor; its visitors
// see stable's page meanwhile, never the panel; stable is charged nothing; a ramp never promotes
// it. Then the guard is attacked with forged reports, which change nothing.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL)');

const basePort = Number(process.env.E2E_RUNTIME_PORT ?? 8251);
/**
 * Thresholds of a site that calls a canary failing half its visitors bad (canaryGuard.spec.ts
 * runs the defaults): judged from its fifth visitor, and ended on its fifth failed one, the
 * guard's least, instead of its ninth or tenth, so that each broken release costs the suite half
 * the visitors.
 */
const MIN_VISITORS = 5;
const BAD_RATE_PERCENT = 50;
const PERCENT = 50;
let instances: OwnServer[] = [];
let crawler: Crawler;
let proxy: Haproxy;
let database: ScratchDatabase | undefined;

/** The form's first line, as the calculator's sources have it. */
const FORM_START = `  const form = useCalculatorForm();`;

/** What this spec reads of `registry status --json`: the calculator's rollout. */
interface Figures {
  visitors: number;
  failed: number;
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
  remotes: { remote: string; failures: { version: string; count: number }[] }[];
  rollouts: { remotes: RemoteRollout[] };
}

const registry = (...args: string[]) => instances[0]!.cliAsync('registry', ...args);

/** A remote whose canary fails here, and what a visitor sees of its page. */
interface Subject {
  remote: 'calculator' | 'home';
  path: string;
  /** What one page view ended with, once live. */
  seen: (page: Page) => Promise<string>;
  /** What the visitor does once it has seen the page (a tap). */
  act?: (page: Page) => Promise<void>;
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

async function statusOf(): Promise<RegistryStatus> {
  const status = await registry('status', '--json');
  expect(status.code, status.err).toBe(0);
  return JSON.parse(status.out) as RegistryStatus;
}

async function rolloutOf(subject: Subject): Promise<RemoteRollout> {
  const { rollouts } = await statusOf();
  return rollouts.remotes.find((remote) => remote.remote === subject.remote)!;
}

interface Run {
  subject: Subject;
  decision: NonNullable<RemoteRollout['lastDecision']>;
  views: VisitorView[];
  stables: Set<string | null>;
}

/**
 * New visitors, two at a time, each viewing the subject once, until the guard ends the canary (or
 * forty have come), watching stable all along.
 */
async function runUntilEnded(browser: Browser, subject: Subject): Promise<Run> {
  const stables = new Set<string | null>();
  const ended = async () => {
    const rollout = await rolloutOf(subject);
    stables.add(rollout.stable);
    return rollout.canary === null;
  };
  const views = await visitorsUntil(
    () => newVisitorView(browser, proxy.url, subject, PERCENT, expectLivePage),
    ended,
    { most: 40, parallel: 2 },
  );
  await expect.poll(ended, { timeout: 15_000 }).toBe(true);
  return { subject, decision: (await rolloutOf(subject)).lastDecision!, views, stables };
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
    `${PERCENT},100`,
    '--every',
    '3s',
  );
  expect(started.code, started.err).toBe(0);
}

async function expectEndedByTheGuard(run: Run, version: string, label: string) {
  const { decision, subject, views } = run;
  expect(decision).toMatchObject({ actor: 'canary guard', action: 'abort-canary', version });
  const decidedAt = Date.parse(decision.at);
  const canaryViews = views.filter((view) => view.canary);
  const panels = canaryViews.filter((view) => /unavailable/.test(view.seen)).length;
  const last = canaryViews[MIN_VISITORS - 1]?.at;
  const [, stableFailed] = /stable 1\.0\.0 for ([\d.]+) of/.exec(decision.reason) ?? [];
  console.info(
    `${label}: ended ${((decidedAt - canaryViews[0]!.at) / 1000).toFixed(1)} s after the first failing visitor` +
      `${last ? `, ${((decidedAt - last) / 1000).toFixed(1)} s after the ${MIN_VISITORS}th` : `, before the ${MIN_VISITORS}th`}; ` +
      `${canaryViews.length} of ${views.length} visitors in the canary, the panel for ${panels}; ${decision.reason}`,
  );
  // The ramp never promoted it: stable stayed what it was all along.
  expect([...run.stables]).toEqual(['1.0.0']);
  if (last) expect(decidedAt - last).toBeLessThan(30_000);
  expect(canaryViews.length).toBeGreaterThanOrEqual(5);
  // Its visitors saw stable's page, the panel for at most a tenth of them, while stable works.
  expect(panels).toBeLessThanOrEqual(canaryViews.length / 10);
  expect(
    canaryViews.filter(
      (view) => view.seen !== subject.stableSeen && !/unavailable/.test(view.seen),
    ),
  ).toEqual([]);
  // Failures belong to the version whose code failed: stable is charged none.
  expect(Number(stableFailed)).toBe(0);
  const stable = (await statusOf()).remotes.find((remote) => remote.remote === subject.remote);
  expect(stable?.failures.filter((failure) => failure.version === '1.0.0')).toEqual([]);
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
        CANARY_GUARD_MIN_VISITORS: String(MIN_VISITORS),
        CANARY_GUARD_MAX_RATE: String(BAD_RATE_PERCENT),
        // HAProxy in front, and before it the visitor's network as the tests name it.
        TRUST_PROXY: '2',
        // Every browser here comes from one address: the beacon's limit is not what is tested.
        RATE_LIMIT_BEACON_PER_MINUTE: '100000',
      }),
    );
  }
  proxy = await startHaproxy(
    basePort + 6,
    instances.map((instance) => instance.url),
  );
  for (let i = 0; i < 3; i += 1) await proxy.untilServing(i);
  crawler = startCrawler(proxy.url, [calculator.path, home.path, '/website/FAQs'], 10);
});

test.afterAll(async () => {
  console.info(`crawler: ${await crawler?.stop()} plain HTML fetches`);
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  await database?.drop();
});

/** A broken release: which remote's sources change, and how, and what its visitors do. */
interface Breakage {
  subject: Subject;
  version: string;
  /** The sources' text that is replaced, and what replaces it. */
  from: string;
  to: string;
  label: string;
}

/**
 * Builds the broken release, starts it on a ramp, and runs new visitors until the guard ends it:
 * ended soon after its tenth failing visitor, never promoted, its visitors on stable's page.
 */
async function expectBrokenCanaryEnded(browser: Browser, breakage: Breakage) {
  const { subject, version, from, to, label } = breakage;
  const folder = subject.remote === 'home' ? 'mf-home' : 'mf-calculator';
  await rampUp(subject, buildChangedCopy(folder, version, from, to), version);
  await expectEndedByTheGuard(await runUntilEnded(browser, subject), version, label);
}

test("a canary whose form throws while rendering is ended by the guard, its visitors get stable's form, and its ramp never promotes it", async ({
  browser,
}) => {
  await expectBrokenCanaryEnded(browser, {
    subject: calculator,
    version: '1.2.0',
    from: FORM_START,
    to: `  if (typeof window !== 'undefined') throw new Error('calculator 1.2.0 cannot render');
${FORM_START}`,
    label: 'the form throws while rendering',
  });
});

test("a canary whose form throws while hydrating, deep inside it, is ended by the guard, and its visitors get stable's form", async ({
  browser,
}) => {
  // The carat list's map throws in the browser: inside SelectField, two levels under the island.
  await expectBrokenCanaryEnded(browser, {
    subject: calculator,
    version: '1.5.0',
    from: 'const caratOptions = carats.map((carat) => ({ value: carat, label: `${carat}K` }));',
    to: `const caratOptions = Object.assign(
  carats.map((carat) => ({ value: carat, label: \`\${carat}K\` })),
  {
    map: <T,>(each: (option: { value: string; label: string }) => T): T[] => {
      if (typeof window !== 'undefined') throw new Error('calculator 1.5.0 cannot hydrate its carats');
      return carats.map((carat) => each({ value: carat, label: \`\${carat}K\` }));
    },
  },
);`,
    label: 'the form throws while hydrating, deep inside',
  });
});

test("a canary whose form throws once committed (in an effect) is ended by the guard, and its visitors get stable's form", async ({
  browser,
}) => {
  await expectBrokenCanaryEnded(browser, {
    subject: calculator,
    version: '1.6.0',
    from: FORM_START,
    to: `  useEffect(() => {
    throw new Error('calculator 1.6.0 breaks once committed');
  }, []);
${FORM_START}`,
    label: 'the form throws once committed',
  });
});

test("a canary whose form throws when it draws again (the visitor typed) is ended by the guard, and its visitors get stable's form", async ({
  browser,
}) => {
  await expectBrokenCanaryEnded(browser, {
    subject: {
      ...calculator,
      act: async (page: Page) => {
        await page.getByLabel('Name').fill('Ravi');
      },
    },
    version: '1.7.0',
    from: FORM_START,
    to: `${FORM_START}
  if (form.watch('name')) throw new Error('calculator 1.7.0 breaks once a name is typed');`,
    label: 'the form throws when it draws again',
  });
});

test("a canary whose code throws on the visitor's first tap is ended by the guard, and its ramp never promotes it", async ({
  browser,
}) => {
  await expectBrokenCanaryEnded(browser, {
    subject: {
      ...calculator,
      act: async (page: Page) => {
        await page.getByLabel('Name').click();
      },
    },
    version: '1.3.0',
    from: 'const startLoadingDialog = () => void loadDialog().catch(() => undefined);',
    to: "const startLoadingDialog = () => {\n    throw new Error('calculator 1.3.0 breaks on focus');\n  };",
    label: 'throws in an event handler',
  });
});

test("a canary whose island throws once hydrated is ended by the guard, and its visitors get stable's island: home's carousel", async ({
  browser,
}) => {
  await expectBrokenCanaryEnded(browser, {
    subject: home,
    version: '1.2.0',
    from: 'export function BannerCarousel() {\n',
    to: "export function BannerCarousel() {\n  if (typeof window !== 'undefined') throw new Error('home 1.2.0 carousel cannot render');\n",
    label: 'an island throws once hydrated',
  });
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
  const stableVisitor = await stableVisitorCookie(proxy.url, 50);
  const html = await fetch(`${proxy.url}/website/Calculator`, {
    headers: { cookie: `${VISITOR_COOKIE}=${stableVisitor}` },
  }).then((response) => response.text());
  const view = pageViewToken(html);
  expect(await report({ version: '1.4.0', view })).toBe(422);
  expect(await report({ remote: 'partner', version: '9.9.9', view })).toBe(422);
  for (let i = 0; i < 5; i += 1) expect(await report({ version: '1.0.0', view })).toBe(204);

  // Real visitors, healthy: the guard judges the canary on them alone.
  const judged = async () =>
    ((await rolloutOf(calculator)).guard?.canary.visitors ?? 0) >= MIN_VISITORS;
  await visitorsUntil(
    () => newVisitorView(browser, proxy.url, calculator, PERCENT, expectLivePage),
    judged,
    { most: 60, parallel: 2 },
  );
  await expect.poll(judged).toBe(true);
  const rollout = await rolloutOf(calculator);
  expect(rollout.canary).toEqual({ version: '1.4.0', percent: 50 });
  expect(rollout.guard?.verdict).toBe('green');
  // No forged report counted; the one real report, sent five times, counted once.
  expect(rollout.guard?.canary.failed).toBe(0);
  expect(rollout.guard?.stable.failed).toBe(1);
});
