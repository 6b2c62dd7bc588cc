import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectLivePage } from '../support/livePage';
import { expect, test } from '../support/test';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

/** The files a remote built as its own fallback copy of a shared package. */
function fallbackFilesOf(remoteFolder: string, packageName: string): string[] {
  const manifest = JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../${remoteFolder}/dist/mf-manifest.json`, import.meta.url)),
      'utf8',
    ),
  ) as Manifest;
  return manifest.shared.find((s) => s.name === packageName)?.assets.js.sync ?? [];
}

test('a request turns the shared spinner on and off, across shell and remote', async ({ page }) => {
  // The remote (mf-home) sends the request; the spinner belongs to the shell: one counter.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/goldRate/view', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/website/home');
  const spinner = page.getByTestId('spinner-overlay');
  await expect(spinner).toBeVisible();
  release();
  await expect(spinner).toBeHidden();
  await expect(page.getByRole('region', { name: "Today's gold rates" })).toContainText('/ gram');
});

/** The shell's chunks of a shared module that the UI core, which every page runs, does not need. */
function ownChunksOf(packageName: string): string[] {
  // The UI core's chunks include the framework chunk (React, react-dom, jotai, @gold/http, ...).
  const everyPage = fallbackFilesOf('shell', '@gold/ui');
  return fallbackFilesOf('shell', packageName).filter((file) => !everyPage.includes(file));
}

/** Records the scripts the page requests; `fetched(name)` are those among the shell's own chunks of `name`. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return (packageName: string) =>
    ownChunksOf(packageName).filter((file) => scripts.includes(`/shell/${file}`));
}

test('the form and dialog code downloads only with the pages that use it', async ({ page }) => {
  const fetched = recordScripts(page);
  for (const part of ['@gold/ui/form', '@gold/ui/overlay'])
    expect(ownChunksOf(part), part).not.toEqual([]);

  // About Us has an island, today's rates, and no form.
  await page.goto('/website/aboutUs');
  await expect(page.getByRole('region', { name: "Today's gold rates" })).toContainText('/ gram');
  expect([...fetched('@gold/ui/form'), ...fetched('@gold/ui/overlay')]).toEqual([]);

  // Home holds the callback form: the form layer comes for it, dialogs do not.
  await page.goto('/website/home');
  await expect(page.locator('[data-island="./CallbackIsland"][data-island-live]')).toBeAttached();
  expect(fetched('@gold/ui/form')).toEqual(ownChunksOf('@gold/ui/form'));
  expect(fetched('@gold/ui/overlay')).toEqual([]);

  await page.goto('/website/Calculator');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
    'Gold Calculator',
  );
  // The calculator's result dialog comes once the visitor starts on the form, not with the page.
  expect(fetched('@gold/ui/overlay')).toEqual([]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await expect.poll(() => fetched('@gold/ui/overlay')).toEqual(ownChunksOf('@gold/ui/overlay'));
});

test('the encrypted client and crypto-js download only with the pages that call the API', async ({
  page,
}) => {
  const fetched = recordScripts(page);
  expect(ownChunksOf('@gold/http/client')).not.toEqual([]);

  await page.goto('/website/FAQs');
  await expectLivePage(page);
  expect(fetched('@gold/http/client')).toEqual([]);

  await page.goto('/website/home');
  await expect(page.getByRole('region', { name: "Today's gold rates" })).toContainText('/ gram');
  // The home page asks for today's rates, so it loads the client: the FAQs check looked for the right files.
  expect(fetched('@gold/http/client')).not.toEqual([]);
});

test('every script the HTML preloads is one the page runs: no download is wasted', async ({
  page,
}) => {
  // Chunk loaders remove their script elements once loaded: record each as it is added.
  await page.addInitScript(() => {
    const ran: string[] = [];
    Object.assign(window, { ran });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) ran.push(new URL(node.src).pathname);
    }).observe(document, { subtree: true, childList: true });
  });
  for (const path of ['/website/home', '/website/privacyPolicies', '/website/Calculator']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const { preloaded, ran } = await page.evaluate(() => ({
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      ].map((link) => new URL(link.href).pathname),
      ran: (window as unknown as { ran: string[] }).ran,
    }));
    expect(preloaded.length, path).toBeGreaterThan(5);
    expect(
      preloaded.filter((script) => !ran.includes(script)),
      `${path}: preloaded, never run`,
    ).toEqual([]);
  }
});

test('every script the site serves asks V8 to compile it as it streams in', async ({
  page,
  request,
}) => {
  await page.goto('/website/home');
  // Behind the prerendered page, the scripts and their preloads start after its first paint.
  await expectLivePage(page);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
      (link) => link.href,
    ),
  );
  expect(preloaded.length).toBeGreaterThan(5);
  for (const url of preloaded) {
    // V8's explicit compile hint (packages/federation/src/compileHints.ts): it must open the file.
    expect(
      (await (await request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
      url,
    ).toBe(true);
  }
});

test('React and the loading counter are loaded once for shell and remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/website/home');
  await expect(page.getByRole('region', { name: "Today's gold rates" })).toContainText('/ gram');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // No remote's own copy of react, react-dom, jotai or @gold/http was downloaded.
  for (const [folder, remote] of [
    ['mf-home', 'home'],
    ['mf-content', 'content'],
  ] as const) {
    for (const shared of ['react', 'react-dom', 'jotai', '@gold/http', '@gold/ui']) {
      const ownCopies = fallbackFilesOf(folder, shared);
      const fetched = scripts.filter(
        (path) =>
          path.startsWith(`/remotes/${remote}/`) &&
          ownCopies.some((file) => path.endsWith(`/${file}`)),
      );
      expect(fetched, `${remote} downloaded its own ${shared}`).toEqual([]);
    }
  }

  // The federation share scope holds exactly one loaded React, provided by the shell.
  const reactProviders = await page.evaluate(() => {
    const scope = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<
              string,
              Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>
            >
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const instance of Object.values(scope)) {
      for (const [version, entry] of Object.entries(instance.default?.react ?? {})) {
        if (entry.loaded || entry.lib) loaded.push(`${entry.from}@${version}`);
      }
    }
    return [...new Set(loaded)];
  });
  expect(reactProviders).toEqual(['shell@19.3.1']);
});

test('a remote that cannot be reached shows the error panel while the rest of the site works', async ({
  page,
}) => {
  // Fault injection at the network: the branches remote's files are unreachable.
  await page.route('**/remotes/branches/**', (route) => route.abort('connectionrefused'));
  await page.goto('/website/branches');
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Branches is unavailable right now');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other routes keep working in the same page view.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  // When the remote is back, the retry button loads it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Branches' })
    .click();
  await expect(panel).toBeVisible();
  await page.unroute('**/remotes/branches/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose shared code failed to download loads when the visitor tries again', async ({
  page,
}) => {
  // Fault injection at the network: the shell's chunks of the form code cannot be fetched.
  const formChunks = ownChunksOf('@gold/ui/form');
  const blocked = (url: URL) => formChunks.some((file) => url.pathname === `/shell/${file}`);
  await page.route(blocked, (route) => route.abort('connectionrefused'));
  await page.goto('/website/FAQs');
  await expectLivePage(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Partner' })
    .click();
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible({ timeout: 20_000 });

  // Module Federation kept a failed download for good: the retry has to fetch it anew.
  await page.unroute(blocked);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});
