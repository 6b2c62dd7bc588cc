import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { startCrawler, visitorsUntil, newVisitorView, type Crawler } from '../support/guardRun';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import {
  fetchCalculator,
  reportFailure,
  reportStart,
  testAddress,
} from '../support/visitorProtocol';

// The canary guard against real visitors and against one who lies: a server whose guard looks
// every second and writes its counts every second, crawlers fetching pages all along (they run
// nothing, so they are no page views), new visitors in Chromium, and attackers who follow the
// whole protocol (real pages, the start and failure reports a page sends) from addresses of
// their own. The visitors' networks are named in X-Forwarded-For, as a proxy in front would.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const PORT = Number(process.env.E2E_GUARD_PORT ?? 8192);
const opsToken = process.env.OPS_TOKEN ?? 'dev-ops-token';
const CRAWLS_PER_SECOND = 12;
let server: OwnServer;
let crawler: Crawler;

interface Figures {
  visitors: number;
  failed: number;
}
interface Rollout {
  remote: string;
  stable: string | null;
  canary: { version: string; percent: number } | null;
  guard: { verdict: string; reason: string; canary: Figures; stable: Figures } | null;
  lastDecision: {
    at: string;
    actor: string;
    action: string;
    version: string | null;
    reason: string;
  } | null;
}

const calculatorRollout = async (): Promise<Rollout> => {
  const response = await fetch(`${server.opsUrl}/ops/registry/rollouts`, {
    headers: { Authorization: `Bearer ${opsToken}` },
  });
  const rollouts = (await response.json()) as { remotes: Rollout[] };
  return rollouts.remotes.find((r) => r.remote === 'calculator')!;
};

function publishAndStart(version: string, percent: number) {
  const dist = builtCopyAs('mf-calculator', version);
  try {
    const published = server.cli('registry', 'publish', 'calculator', '--dist', dist);
    expect(published.code, published.err).toBe(0);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  const started = server.cli(
    'registry',
    'canary',
    'calculator',
    version,
    '--percent',
    `${percent}`,
  );
  expect(started.code, started.err).toBe(0);
}

/** What a calculator visitor ends with: its heading shown, from the canary or from stable. */
const calculator = {
  path: '/website/Calculator',
  seen: async (page: Page) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    return (await page.getByTestId('remote-error').count()) ? 'the panel' : 'the page';
  },
};
const shown = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
};

test.beforeAll(async () => {
  // Publishing the five remotes at start-up takes a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, {
    CANARY_GUARD_INTERVAL_SECONDS: '1',
    PAGE_VIEW_FLUSH_SECONDS: '1',
    TRUST_PROXY: '1',
    // The browsers all come from this machine's one address.
    RATE_LIMIT_BEACON_PER_MINUTE: '100000',
  });
  crawler = startCrawler(
    server.url,
    ['/website/Calculator', '/website/home', '/website/FAQs'],
    CRAWLS_PER_SECOND,
  );
});

test.afterAll(async () => {
  const crawled = await crawler?.stop();
  console.info(`crawler: ${crawled} plain HTML fetches`);
  await server?.stop();
});

test('a canary whose files do not load is ended soon after its tenth failing visitor, crawlers and one address inflating its views notwithstanding, and registry status says why', async ({
  browser,
}) => {
  const CANARY = '1.1.0';
  publishAndStart(CANARY, 50);
  // One address sends healthy page views of the canary as fast as it can (real pages, their
  // start reports): its network weighs one visitor however many it sends. It picks an address
  // the server puts in the canary.
  let address = testAddress(9000);
  for (let n = 9001; (await fetchCalculator(server.url, address)).version !== CANARY; n += 1)
    address = testAddress(n);
  const inflating = new AbortController();
  let inflated = 0;
  const inflater = (async () => {
    let cookie: string | undefined;
    while (!inflating.signal.aborted) {
      const page = await fetchCalculator(server.url, address, cookie);
      if ((await reportStart(server.url, address, page.view)) === 204) inflated += 1;
      // Another visitor of the same network every few views: a new id, the network's bucket.
      cookie = inflated % 5 === 0 ? undefined : page.cookie;
    }
  })();

  // Fault injection: the canary's files are unreachable for the visitors it is served to.
  const unreachable = {
    ...calculator,
    prepare: (context: BrowserContext) =>
      context.route(`**/remotes/calculator/${CANARY}/**`, (route) =>
        route.abort('connectionrefused'),
      ),
  };
  const ended = async () => (await calculatorRollout()).canary === null;
  const views = await visitorsUntil(
    () => newVisitorView(browser, server.url, unreachable, 50, shown),
    ended,
    { most: 40, parallel: 2 },
  );
  await expect.poll(ended, { timeout: 15_000 }).toBe(true);
  inflating.abort();
  await inflater;
  const rollout = await calculatorRollout();
  expect(rollout.stable).toBe('1.0.0');
  const decision = rollout.lastDecision!;
  expect(decision).toMatchObject({ actor: 'canary guard', action: 'abort-canary' });
  const canaryViews = views.filter((view) => view.canary);
  const decidedAt = Date.parse(decision.at);
  const tenth = canaryViews[9]?.at;
  console.info(
    `canary guard, files unreachable: ended ${((decidedAt - canaryViews[0]!.at) / 1000).toFixed(1)} s after the first failing visitor` +
      `${tenth ? `, ${((decidedAt - tenth) / 1000).toFixed(1)} s after the tenth` : ', before the tenth'}; ` +
      `${canaryViews.length} of ${views.length} visitors in the canary; ${inflated} healthy canary views sent by one address; ` +
      `crawling at ${CRAWLS_PER_SECOND}/s; decided on ${decision.reason}`,
  );
  if (tenth) expect(decidedAt - tenth).toBeLessThan(30_000);
  const [, failed, visitors, stableFailed] = (
    /canary 1\.1\.0 failed for ([\d.]+) of ([\d.]+) visitors .*stable 1\.0\.0 for ([\d.]+) of/.exec(
      decision.reason,
    ) ?? []
  ).map(Number);
  // The inflating address is one visitor of the canary's; crawlers are none.
  expect(visitors).toBeLessThanOrEqual(canaryViews.length + 1);
  expect(failed).toBeGreaterThanOrEqual(5);
  expect(stableFailed).toBe(0);
  expect(inflated).toBeGreaterThan(canaryViews.length);

  const status = server.cli('registry', 'status');
  expect(status.out).toMatch(
    /calculator +last decision .*: ended canary 1\.1\.0 by canary guard: canary 1\.1\.0 failed for [\d.]+ of [\d.]+ visitors/,
  );
});

test('attackers following the whole protocol from ten addresses for 90 s, four of them in the canary and one as fast as it can, do not end a healthy 5 % canary', async ({
  browser,
}) => {
  const CANARY = '1.2.0';
  publishAndStart(CANARY, 5);
  // Ten networks: six as they come, and four the attacker picked because the server puts them in
  // the canary (a bucket of its choice is ignored: a new visitor's bucket is its network's). Four
  // is the most any set of networks can fail a canary by without a decision (the rule's minimum
  // of five failed visitors).
  const inCanary: string[] = [];
  for (let n = 5100; inCanary.length < 4; n += 1)
    if ((await fetchCalculator(server.url, testAddress(n))).version === CANARY)
      inCanary.push(testAddress(n));
  const networks = [...inCanary, ...Array.from({ length: 6 }, (_, n) => testAddress(5000 + n))];
  const sent = { views: 0, canaryViews: 0, accepted: 0 };
  const attacker = async (address: string, fast: boolean, until: number) => {
    while (Date.now() < until) {
      const page = await fetchCalculator(server.url, address, 'bucket-0');
      sent.views += 1;
      await reportStart(server.url, address, page.view);
      if (page.version === CANARY) {
        sent.canaryViews += 1;
        if ((await reportFailure(server.url, address, page.view, CANARY, 'render')) === 204)
          sent.accepted += 1;
      }
      if (!fast) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // Healthy visitors meanwhile, in Chromium: the canary's real figures.
  const until = Date.now() + 90_000;
  const attacks = Promise.all(networks.map((address, n) => attacker(address, n === 0, until)));
  const views = await visitorsUntil(
    () => newVisitorView(browser, server.url, calculator, 5, shown),
    async () => Date.now() > until,
    { most: 400, parallel: 1 },
  );
  await attacks;
  // Counted within a second, judged at the next look.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rollout = await calculatorRollout();
  console.info(
    `attack on a healthy 5 % canary for 90 s from 10 addresses: ${sent.views} pages fetched, ` +
      `${sent.canaryViews} of them the canary's, ${sent.accepted} failure reports taken; ` +
      `${views.length} healthy visitors in Chromium; verdict ${rollout.guard?.verdict}: ${rollout.guard?.reason}`,
  );
  expect(rollout.canary).toEqual({ version: CANARY, percent: 5 });
  const { lastDecision } = rollout;
  expect(lastDecision?.action === 'abort-canary' && lastDecision.version === CANARY).toBe(false);
  // What the guard counted: the visitors, and those of them it failed for, per version.
  expect(sent.accepted).toBeGreaterThan(100);
  expect(rollout.guard?.canary.failed).toBeLessThanOrEqual(4);
  expect(rollout.guard?.stable.failed).toBe(0);
  expect(rollout.guard?.stable.visitors).toBeGreaterThan(views.length * 0.8);
  expect(views.every((view) => view.seen === 'the page')).toBe(true);
  expect(server.cli('registry', 'abort', 'calculator').code).toBe(0);
});
