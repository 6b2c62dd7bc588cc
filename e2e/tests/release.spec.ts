import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { startHoldingProxy } from '../support/holdingProxy';
import { grantPreview } from '../support/previewGrant';
import { documentedCommands } from '../support/documentedCommands';
import { serveFolder } from '../support/staticOrigin';
import { buildChangedCopy, checkoutWithChangedRemote } from '../support/remoteBuildCopy';
import { repoRoot, startOwnServer, type OwnServer } from '../support/serverProcess';
import { ownedByReact } from '../support/reactOwnership';
import { bucketCookie, VISITOR_COOKIE } from '../support/visitorCookie';

// The README's release walk-through, run command for command as printed: a server started as
// `npm start` starts it (auto-publish on), a working copy whose calculator is changed, and
// visitors in separate browser contexts.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let server: OwnServer;

function shellFingerprint(): string {
  const dist = join(repoRoot, 'shell', 'dist');
  const hash = createHash('sha256');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  for (const path of files.map((entry) => join(entry.parentPath, entry.name)).sort())
    hash.update(path).update(readFileSync(path));
  return hash.digest('hex');
}

async function visitor(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: VISITOR_COOKIE, value: await bucketCookie(server.url, bucket), url: server.url },
  ]);
  return context.newPage();
}

async function calculatorHeading(page: Page, query = ''): Promise<string> {
  await page.goto(`${server.url}/website/Calculator${query}`);
  await expectLivePage(page);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

const shellBefore = shellFingerprint();

/** The calculator's heading in Tamil, as its words have it. */
const TAMIL_TITLE = 'தங்க மதிப்புக் கணிப்பான்';

/** The FAQs page's exposed module, as the sources have it: it says the page is static. */
const FAQS_STATIC = readFileSync(join(repoRoot, 'mf-content/src/exposes/FaqsPage.tsx'), 'utf8');

/** The port of the other origin a build is hosted on, listed in the server's configuration. */
const cdnPort = Number(process.env.E2E_RELEASE_CDN_PORT ?? 8196);

test.beforeAll(async () => {
  server = await startOwnServer(Number(process.env.E2E_RELEASE_PORT ?? 8191), {
    EXTERNAL_BUILD_ORIGINS: `http://127.0.0.1:${cdnPort}`,
    // The visitors' networks (and so their buckets) are named in X-Forwarded-For, as a proxy would.
    TRUST_PROXY: '1',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('walk-through, as the README prints it: build, publish, canary to 50 %, sticky buckets, promote, roll back, shell untouched', async ({
  browser,
}) => {
  // The team changes its heading in English and in Tamil (its words, with its code).
  const workingCopy = checkoutWithChangedRemote(
    'mf-calculator',
    'Gold Calculator',
    'Gold Calculator (new)',
    [TAMIL_TITLE, `${TAMIL_TITLE} (புதியது)`],
  );
  const early = await visitor(browser, 10);
  const late = await visitor(browser, 90);
  const earlyInTamil = await visitor(browser, 10);
  const lateInTamil = await visitor(browser, 90);
  const commands = documentedCommands('release-walkthrough');
  expect(commands.length).toBeGreaterThanOrEqual(7);
  for (const command of commands) {
    const run = spawnSync('sh', ['-c', command], {
      cwd: workingCopy,
      encoding: 'utf8',
      // The shell of an operator beside the server: its PORT and OPS_PORT, and no --server.
      env: {
        ...process.env,
        PORT: new URL(server.url).port,
        OPS_PORT: new URL(server.opsUrl).port,
        OPS_ACTOR: 'e2e',
      },
    });
    expect(run.status, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
    const step = command.split(' ').slice(4, 6).join(' ');
    if (step === 'publish calculator') expect(run.stdout).toContain('published calculator@1.1.0');
    if (step === 'canary calculator') {
      for (let reload = 0; reload < 3; reload += 1) {
        expect(await calculatorHeading(early)).toBe('Gold Calculator (new)');
        expect(await calculatorHeading(late)).toBe('Gold Calculator');
      }
      // The canary brings its own words: its Tamil page has the new heading, stable's the old.
      expect(await calculatorHeading(earlyInTamil, '?lang=ta')).toBe(`${TAMIL_TITLE} (புதியது)`);
      expect(await calculatorHeading(lateInTamil, '?lang=ta')).toBe(TAMIL_TITLE);
    }
    if (step.startsWith('status'))
      expect(run.stdout).toMatch(/calculator\s+1\.0\.0\s+1\.1\.0 @ 50%/);
    if (step === 'promote calculator')
      expect(await calculatorHeading(late)).toBe('Gold Calculator (new)');
    if (step === 'rollback calculator') {
      expect(await calculatorHeading(early)).toBe('Gold Calculator');
      expect(await calculatorHeading(late)).toBe('Gold Calculator');
    }
  }
  const history = server.cli('registry', 'history', 'calculator', '--json');
  const actions = (
    JSON.parse(history.out) as { changes: { action: string; version: string; actor: string }[] }
  ).changes.map((c) => `${c.action} ${c.version}`);
  expect(actions.slice(0, 4)).toEqual([
    'rollback 1.0.0',
    'promote 1.1.0',
    'canary 1.1.0',
    'publish 1.1.0',
  ]);
  expect(shellFingerprint()).toBe(shellBefore);
});

test('?remotes= alone shows stable; a preview grant from `registry preview` shows its version to that browser until it expires', async ({
  browser,
}) => {
  const tester = await visitor(browser, 90);
  expect(await calculatorHeading(tester, '?remotes=calculator@1.1.0')).toBe('Gold Calculator');

  // 1.1.0 was rolled back from above: served to no one, so not previewed, until it serves again.
  const refused = server.cli('registry', 'preview', 'calculator', '1.1.0');
  expect(refused.code).toBe(1);
  expect(refused.err.trim()).toBe(
    'refused: calculator@1.1.0 was ended (aborted or rolled back from): it is served to no one; canary it again (even at 1 %) to preview it',
  );
  // A canary of 1 %: the tester's bucket (90) is not in it, only the grant shows it.
  expect(server.cli('registry', 'canary', 'calculator', '1.1.0', '--percent', '1').code).toBe(0);
  const granted = await grantPreview(tester, server, 'calculator', '1.1.0', '--for', '6s');
  expect(granted).toMatch(/calculator@1\.1\.0 for the browser that opens this link, until /);
  // The link's grant became a cookie the page's scripts cannot read, and left the address bar.
  expect(new URL(tester.url()).search).toBe('');
  const [cookie] = (await tester.context().cookies()).filter((c) =>
    c.name.startsWith('mf_preview_'),
  );
  expect(cookie).toMatchObject({ name: 'mf_preview_calculator', httpOnly: true, sameSite: 'Lax' });
  const grantedAt = Date.now();
  expect(await calculatorHeading(tester)).toBe('Gold Calculator (new)');
  // The tester is told, on the page, that it is a preview.
  await expect(
    tester.getByRole('status').filter({ hasText: 'Preview of calculator 1.1.0' }),
  ).toContainText('for this browser only');
  expect(await calculatorHeading(tester, '?remotes=calculator@1.1.0')).toBe(
    'Gold Calculator (new)',
  );
  // Another visitor, with no grant, asking for the same version: stable.
  const stranger = await visitor(browser, 90);
  expect(await calculatorHeading(stranger, '?remotes=calculator@1.1.0')).toBe('Gold Calculator');
  await expect(stranger.locator('[data-preview-banner]')).toHaveCount(0);
  await tester.goto(
    `${server.url}/website/Calculator?remotes=calculator@https://evil.example/x.js`,
  );
  expect(await tester.locator('#mf-registry').textContent()).not.toContain('evil.example');

  const history = JSON.parse(server.cli('registry', 'history', 'calculator', '--json').out) as {
    changes: { action: string; version: string; actor: string; reason: string }[];
  };
  expect(history.changes[0]).toMatchObject({ action: 'preview', version: '1.1.0', actor: 'e2e' });
  expect(history.changes[0]?.reason).toMatch(/^grant pv-[0-9a-f]+ for 6 s, until /);

  await tester.waitForTimeout(Math.max(0, grantedAt + 6_500 - Date.now()));
  expect(await calculatorHeading(tester, '?remotes=calculator@1.1.0')).toBe('Gold Calculator');
  expect(server.cli('registry', 'abort', 'calculator').code).toBe(0);
});

test('a content version that did not build its pages static has them hydrated as before, beside a stable one whose pages are their HTML', async ({
  browser,
}) => {
  // Whether a page is static travels with its version: a canary may make one interactive again.
  // Only a page without islands may (services has one, and the build refuses it hydrated).
  const hydratedBuild = buildChangedCopy(
    'mf-content',
    '0.9.1',
    FAQS_STATIC,
    FAQS_STATIC.replace('staticPage = true', 'staticPage = false'),
  );
  const published = server.cli(
    'registry',
    'publish',
    'content',
    '--dist',
    hydratedBuild,
    '--reason',
    'pages hydrated',
  );
  expect(published.code, published.err).toBe(0);
  const faqsAs = async (page: Page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const html = (await (await page.goto(`${server.url}/website/FAQs`))?.text()) ?? '';
    await expectLivePage(page);
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('FAQs');
    const owned = await ownedByReact(page, 'main h1');
    const question = page
      .getByRole('main')
      .locator('summary', { hasText: 'What documents do I need?' });
    await question.click();
    await expect(page.getByRole('main')).toContainText('Aadhaar, PAN, Voter ID or Passport');
    return { static: html.includes('data-static-page'), owned, scripts };
  };

  const tester = await visitor(browser, 91);
  await grantPreview(tester, server, 'content', '0.9.1');
  const hydrated = await faqsAs(tester);
  expect(hydrated.static).toBe(false);
  expect(hydrated.owned).toBe(true);
  expect(
    hydrated.scripts.filter((path) => path.startsWith('/remotes/content/')).length,
  ).toBeGreaterThan(0);
  expect(
    hydrated.scripts.filter(
      (path) => path.startsWith('/remotes/content/') && !path.startsWith('/remotes/content/0.9.1/'),
    ),
  ).toEqual([]);

  const stable = await faqsAs(await visitor(browser, 92));
  expect(stable.static).toBe(true);
  expect(stable.owned).toBe(false);
  expect(stable.scripts.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
});

test('a canary that fails to load falls back to stable in the same page view, and is reported', async ({
  browser,
}) => {
  expect(server.cli('registry', 'canary', 'calculator', '1.1.0', '--percent', '100').code).toBe(0);
  const page = await visitor(browser, 5);
  // Fault injection: the canary's files are unreachable.
  await page.route('**/remotes/calculator/1.1.0/**', (route) => route.abort('connectionrefused'));
  expect(await calculatorHeading(page)).toBe('Gold Calculator');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect
    .poll(() => {
      const status = JSON.parse(server.cli('registry', 'status', '--json').out) as {
        remotes: { remote: string; failures: { version: string; count: number }[] }[];
      };
      return (
        status.remotes
          .find((r) => r.remote === 'calculator')
          ?.failures.find((f) => f.version === '1.1.0')?.count ?? 0
      );
    })
    .toBeGreaterThan(0);
  expect(server.cli('registry', 'canary', 'calculator', '1.1.0', '--percent', '0').code).toBe(0);
});

test('an entry whose bytes differ from the published integrity is refused', async ({ browser }) => {
  // Tamper with this instance's local copy of the stable entry, as a compromised host or a bad
  // disk would. The copy is made on the first request for any of the version's files; a file is
  // held in memory once asked for, so another one is asked for here.
  await fetch(`${server.url}/remotes/branches/1.0.0/mf-manifest.json`);
  const entry = join(server.dataDir, 'release-cache', 'branches', '1.0.0', 'remoteEntry.js');
  writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n;window.__tampered = true;`);
  const page = await visitor(browser, 50);
  const errors: string[] = [];
  page.on('console', (message) => errors.push(message.text()));
  await page.goto(`${server.url}/website/branches`);
  await expect(page.getByTestId('remote-error')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered),
  ).toBeUndefined();
  expect(errors.join('\n')).toMatch(/integrity/i);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the compatibility gate refuses a build made for React 18, listing the conflict', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gold-react18-'));
  cpSync(join(repoRoot, 'mf-calculator', 'dist'), dir, { recursive: true });
  const manifestPath = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  manifest.metaData.buildInfo.buildVersion = '3.0.0';
  for (const shared of manifest.shared) {
    if (shared.name === 'react' || shared.name === 'react/jsx-runtime') {
      shared.version = '18.3.1';
      shared.requiredVersion = '^18.3.1';
    }
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const refused = server.cli('registry', 'publish', 'calculator', '--dist', dir);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('calculator@3.0.0 is not compatible with the shell');
  expect(refused.err).toContain('react: the build needs ^18.3.1, the shell provides 19.3.1');
  expect(refused.err).toContain(
    'react/jsx-runtime: the build needs ^18.3.1, the shell provides 19.3.1',
  );
  expect(server.cli('registry', 'history', 'calculator').out).not.toContain('3.0.0');
});

test('a build hosted on another origin: registered by URL, canaried, allowed by the CSP, and falling back to stable when its origin fails', async ({
  browser,
}) => {
  const build = buildChangedCopy(
    'mf-calculator',
    '1.2.0',
    'Gold Calculator',
    'Gold Calculator (elsewhere)',
  );
  const cdn = await serveFolder(build, '/calculator/1.2.0/', cdnPort);
  try {
    const base = `${cdn.origin}/calculator/1.2.0/`;
    const registered = await server.cliAsync('registry', 'publish', 'calculator', '--url', base);
    expect(registered.code, registered.err).toBe(0);
    expect(registered.out).toContain(`published calculator@1.2.0 from ${base} (sha384-`);
    expect(server.cli('registry', 'canary', 'calculator', '1.2.0', '--percent', '100').code).toBe(
      0,
    );

    const page = await visitor(browser, 3);
    const csp = (await page.goto(`${server.url}/website/Calculator`))?.headers()[
      'content-security-policy'
    ];
    const scriptSources = csp
      ?.split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ');
    expect(scriptSources).toContain(cdn.origin);
    expect(await calculatorHeading(page)).toBe('Gold Calculator (elsewhere)');
    expect(cdn.requests).toContain('/calculator/1.2.0/remoteEntry.js');

    // The other origin goes down: the canary falls back to stable in the same page view.
    await cdn.close();
    expect(await calculatorHeading(page)).toBe('Gold Calculator');
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  } finally {
    await cdn.close().catch(() => undefined);
    server.cli('registry', 'canary', 'calculator', '1.2.0', '--percent', '0');
  }
  const unreachable = await server.cliAsync(
    'registry',
    'publish',
    'calculator',
    '--url',
    cdn.origin,
  );
  expect(unreachable.code).toBe(1);
  expect(unreachable.err.trim()).toBe(`refused: ${cdn.origin}/mf-manifest.json not fetched`);
  // No channel serves the version any more: its origin is out of the pages' policy.
  const csp = (await fetch(`${server.url}/website/Calculator`)).headers.get(
    'content-security-policy',
  );
  expect(csp).toContain("script-src 'self' ");
  expect(csp).not.toContain(cdn.origin);
});

test('three bare rollbacks at once step back one version; the other two are told what landed first', async () => {
  for (const version of ['1.1.0', '1.2.0'])
    expect(server.cli('registry', 'promote', 'calculator', version).code).toBe(0);
  // Each CLI reads the revision, then writes: the proxy holds the writes until all three have read.
  const proxy = await startHoldingProxy(
    [server.opsUrl],
    (request) => request.method === 'POST' && (request.url ?? '').endsWith('/rollback'),
    3,
  );
  try {
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        server.cliAsync('registry', 'rollback', 'calculator', '--server', proxy.url),
      ),
    );
    expect(proxy.heldTo).toHaveLength(3);
    expect(runs.map((run) => run.code).sort()).toEqual([0, 1, 1]);
    for (const run of runs.filter((r) => r.code === 1))
      expect(run.err).toMatch(
        /^refused: another change to calculator landed first \(you read revision \d+, it is now \d+\): rolled stable back to 1\.1\.0 from 1\.2\.0 by e2e at .+ Nothing was done: run `registry status` and decide again/,
      );
  } finally {
    await proxy.close();
  }
  const status = JSON.parse(server.cli('registry', 'status', '--json').out) as {
    remotes: { remote: string; stable: string }[];
  };
  expect(status.remotes.find((r) => r.remote === 'calculator')?.stable).toBe('1.1.0');
  const history = JSON.parse(server.cli('registry', 'history', 'calculator', '--json').out) as {
    changes: { action: string; version: string }[];
  };
  expect(history.changes.slice(0, 3).map((c) => `${c.action} ${c.version}`)).toEqual([
    'rollback 1.1.0',
    'promote 1.2.0',
    'promote 1.1.0',
  ]);
});
