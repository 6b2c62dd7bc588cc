import { rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';

// The canary guard against real visitors: a canary whose files cannot be loaded by its visitors
// (they fall back to stable and report it) is ended by the guard on its own, on a server that
// looks every second and writes its page view counts every second.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const PORT = Number(process.env.E2E_GUARD_PORT ?? 8192);
const CANARY = '1.1.0';
const opsToken = process.env.OPS_TOKEN ?? 'dev-ops-token';
let server: OwnServer;

interface Rollouts {
  windowMinutes: number;
  defaults: { minViews: number };
  remotes: {
    remote: string;
    stable: string | null;
    canary: { version: string; percent: number } | null;
    lastDecision: { at: string; actor: string; action: string; reason: string } | null;
  }[];
}

const calculatorRollout = async () => {
  const response = await fetch(`${server.opsUrl}/ops/registry/rollouts`, {
    headers: { Authorization: `Bearer ${opsToken}` },
  });
  const rollouts = (await response.json()) as Rollouts;
  return { ...rollouts, calculator: rollouts.remotes.find((r) => r.remote === 'calculator')! };
};

async function visitor(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: server.url }]);
  return context.newPage();
}

/** One page view of the calculator, until its page shows (from the canary or from stable). */
async function pageView(page: Page): Promise<void> {
  await page.goto(`${server.url}/website/Calculator`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeAll(async () => {
  // Publishing the five remotes at start-up takes a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, {
    CANARY_GUARD_INTERVAL_SECONDS: '1',
    PAGE_VIEW_FLUSH_SECONDS: '1',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a canary that fails to load for its visitors is rolled back by the guard within the window, stable untouched, and registry status says why', async ({
  browser,
}) => {
  const dist = builtCopyAs('mf-calculator', CANARY);
  try {
    expect(server.cli('registry', 'publish', 'calculator', '--dist', dist).code).toBe(0);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  const ramp = ['--ramp', '50,100', '--every', '1h'];
  const started = server.cli('registry', 'canary', 'calculator', CANARY, ...ramp);
  expect(started.code, started.err).toBe(0);

  // Fault injection: the canary's files are unreachable for the visitors it is served to.
  const canaryVisitor = await visitor(browser, 10);
  await canaryVisitor.route(`**/remotes/calculator/${CANARY}/**`, (route) =>
    route.abort('connectionrefused'),
  );
  const stableVisitor = await visitor(browser, 90);

  const { windowMinutes, defaults } = await calculatorRollout();
  const firstFailingView = Date.now();
  const canaryViewsStarted: number[] = [];
  let rollout = (await calculatorRollout()).calculator;
  while (rollout.canary && canaryViewsStarted.length < 3 * defaults.minViews) {
    canaryViewsStarted.push(Date.now());
    await Promise.all([pageView(canaryVisitor), pageView(stableVisitor)]);
    rollout = (await calculatorRollout()).calculator;
  }
  // A view counted after the decision would have found the canary gone: wait for it to show.
  await expect.poll(async () => (await calculatorRollout()).calculator.canary).toBeNull();
  rollout = (await calculatorRollout()).calculator;

  expect(rollout.stable).toBe('1.0.0');
  const decision = rollout.lastDecision!;
  expect(decision).toMatchObject({ actor: 'canary guard', action: 'abort-canary' });
  const [, canaryFailures, canaryViews, stableFailures, stableViews] = (
    /canary 1\.1\.0 failed on (\d+) of (\d+) page views .*stable 1\.0\.0 failed on (\d+) of (\d+)/.exec(
      decision.reason,
    ) ?? []
  ).map(Number);
  const decidedAt = Date.parse(decision.at);
  const afterMinimum = decidedAt - (canaryViewsStarted[defaults.minViews - 1] ?? NaN);
  console.info(
    `canary guard: rolled back ${((decidedAt - firstFailingView) / 1000).toFixed(1)} s after the first failing page view ` +
      `(${(afterMinimum / 1000).toFixed(1)} s after the ${defaults.minViews}th canary page view began), ` +
      `window ${windowMinutes} min; decided on ${decision.reason}`,
  );
  expect(canaryViews).toBeGreaterThanOrEqual(defaults.minViews);
  expect(canaryFailures! / canaryViews!).toBeGreaterThanOrEqual(0.05);
  expect(stableFailures).toBe(0);
  expect(stableViews).toBeGreaterThan(0);
  expect(decidedAt - firstFailingView).toBeLessThan(windowMinutes * 60_000);
  // The guard looks every second and counts are written every second: a few seconds at most.
  expect(afterMinimum).toBeLessThan(10_000);

  const status = server.cli('registry', 'status');
  expect(status.out).toMatch(
    /calculator +last decision .*: abort-canary 1\.1\.0 by canary guard: canary 1\.1\.0 failed on \d+ of \d+ page views/,
  );
  // The canary's visitor is served stable again, without trying the canary first. In a new tab
  // of the same visitor: the last page's heading shows from its HTML before its scripts load,
  // so that page may still be asking for the canary's files after the decision.
  const nextView = await canaryVisitor.context().newPage();
  const requested: string[] = [];
  nextView.on('request', (request) => requested.push(request.url()));
  await pageView(nextView);
  expect(requested.filter((url) => url.includes(`/remotes/calculator/${CANARY}/`))).toEqual([]);
});
