import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { networkInterfaces } from 'node:os';
import type { Page } from '@playwright/test';
import { siteRoutes, routeHref } from '@gold/routes';
import { expect, test } from '../support/test';
import { documentedCommands, runnableHere } from '../support/documentedCommands';
import {
  devEnv,
  devPortsFrom,
  startDevCommand,
  waitForAnswers,
  type DevCommand,
} from '../support/devServers';
import { rateBadge } from '../support/homePage';
import { checkoutWithChangedRemote } from '../support/remoteBuildCopy';
import { freshDataDir, repoRoot, startOwnServer } from '../support/serverProcess';
import { enterCaptcha } from '../support/siteForms';

// The teams' inner loop, as the README prints it: a remote alone under `rspack serve` with hot
// reload, then the whole site under `npm run dev`. Dev compiles are CPU-heavy: one start each.
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const ports = devPortsFrom();
const commands = documentedCommands('dev-walkthrough');
function documented(start: string): string {
  const command =
    commands.find((line) => line === start) ??
    commands.find((line) => line.startsWith(`${start} `));
  if (!command) throw new Error(`the README's dev walk-through has no "${start}"`);
  return command;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** This machine's IPv4 addresses other than loopback (where a dev server must not answer). */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((net) => (net && net.family === 'IPv4' && !net.internal ? [net.address] : []));
}

/** Everything that went wrong on `page`: runtime errors, console errors, failed requests. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`runtime error: ${error.message}`));
  page.on('console', (message) => {
    // A failed request is reported below, with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The calculator's page in the working copies, whose heading the tests change. */
const pageSourceFile = 'mf-calculator/src/features/calculator/calculatorWords.ts';

/** Fills the calculator for 10.25 g of 22K gold and expects `total` rupees in its answer. */
async function expectPriceOf10Grams(page: Page, total: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meena Dev');
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email ID', exact: true }).fill('meena@example.com');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chennai');
  await page.getByRole('textbox', { name: 'Gold weight (grams)', exact: true }).fill('10.25');
  await page.getByRole('combobox', { name: 'Gold carat' }).selectOption({ label: '22K' });
  await enterCaptcha(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Total amount${rupees.format(total)}`);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Saves the heading's "(working copy)" as `saved` in `source` and expects it on the page without
 * a reload (a marker set on the window survives); records the time from the save to the screen.
 */
async function expectSaveOnScreen(
  page: Page,
  source: string,
  where: string,
  [before, saved] = ['(working copy)', '(saved)'],
): Promise<void> {
  const heading = `Gold Calculator ${saved}`;
  await page.evaluate((expected) => {
    Object.assign(window, { devLoopMarker: 'same page' });
    new MutationObserver((_, observer) => {
      if (document.querySelector('main h1')?.textContent === expected) {
        Object.assign(window, { devLoopSeenAt: Date.now() });
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, heading);
  const text = readFileSync(source, 'utf8');
  const savedAt = Date.now();
  writeFileSync(source, text.split(before).join(saved));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
  const seenAt = await page.evaluate(() => (window as { devLoopSeenAt?: number }).devLoopSeenAt);
  test.info().annotations.push({
    type: `save to screen, ${where}`,
    description: `${(seenAt ?? Date.now()) - savedAt} ms`,
  });
  expect(await page.evaluate(() => (window as { devLoopMarker?: string }).devLoopMarker)).toBe(
    'same page',
  );
}

test('a remote alone: remote:dev serves its page with the API stand-in, and a saved change shows without a reload, alone and in the dev shell', async ({
  page,
}) => {
  // A working copy whose calculator is the team's: the checkout itself is never edited.
  const workingCopy = checkoutWithChangedRemote(
    'mf-calculator',
    'Gold Calculator',
    'Gold Calculator (working copy)',
  );
  const origin = `http://localhost:${ports.calculator}`;
  let shell: DevCommand | undefined;
  // No server on its port: the stand-in answers.
  const dev = startDevCommand(documented('npm run remote:dev -- calculator'), workingCopy, {
    ...devEnv(ports),
  });
  try {
    await waitForAnswers([`${origin}/website/Calculator`], dev);
    // It listens on loopback only: the machine's other addresses get no answer.
    for (const address of networkAddresses())
      await expect(
        fetch(`http://${address}:${ports.calculator}/website/Calculator`),
        address,
      ).rejects.toThrow();
    const problems = problemsOf(page);
    await page.goto(`${origin}/website/Calculator`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Gold Calculator (working copy)');
    await expect(page.getByTestId('api-source')).toHaveText(
      `API: development stand-in, made-up answers (no server at http://localhost:${ports.server})`,
    );

    // Its API call answered by the stand-in, at the stand-in's made-up 22K rate of 7150.
    await expectPriceOf10Grams(page, 73287.5);

    // A save, seen without a reload: the window's marker and the typed name survive it.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kept Across Saves');
    await expectSaveOnScreen(page, join(workingCopy, pageSourceFile), 'alone');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Kept Across Saves',
    );
    expect(problems).toEqual([]);

    // The same remote inside the dev shell (the shell's dev server of `npm run dev`): a saved
    // change reaches it there too, React Refresh keeping what was typed.
    shell = startDevCommand('node scripts/pnpm.mjs --filter @gold/shell run dev', repoRoot, {
      ...devEnv(ports),
    });
    const shellPage = `http://localhost:${ports.shell}/website/Calculator`;
    await waitForAnswers([shellPage], shell);
    await page.goto(shellPage);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kept Across Saves');
    await expectSaveOnScreen(page, join(workingCopy, pageSourceFile), 'in the dev shell', [
      '(saved)',
      '(saved again)',
    ]);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Kept Across Saves',
    );
    expect(problems).toEqual([]);
  } finally {
    await shell?.stop();
    await dev.stop();
  }
});

test("npm run dev: every route works on its first load, the rates set through the server show, and a remote's saved change shows in the shell", async ({
  page,
}) => {
  const env = { ...devEnv(ports), DATA_DIR: freshDataDir() };
  const dev = startDevCommand(documented('npm run dev'), repoRoot, env);
  const shell = `http://localhost:${ports.shell}`;
  try {
    await waitForAnswers(
      [
        `${shell}/website/home`,
        ...(['home', 'calculator', 'partner', 'branches', 'content'] as const).map(
          (remote) => `http://localhost:${ports[remote]}/remoteEntry.js`,
        ),
        `http://localhost:${ports.server}/website/home`,
      ],
      dev,
    );
    const ratesSet = spawnSync('sh', ['-c', documented('npm run rates:set')], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(ratesSet.stdout).toMatch(/Gold rates set \(rupees per gram\): 18K 5850.00, 22K 7150.00/);

    const problems = problemsOf(page);
    for (const route of siteRoutes) {
      await test.step(route.path, async () => {
        await page.goto(`${shell}${routeHref(route)}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(problems).toEqual([]);
      });
    }
    // The rates went through the shell's dev server to the server, XSRF and Origin rules passed.
    await page.goto(`${shell}/website/home`);
    await expect(rateBadge(page)).toContainText('₹7,150.00 / gram');

    // A remote alone beside a running server: its calls go to that server.
    await page.goto(`http://localhost:${ports.calculator}/website/Calculator`);
    await expect(page.getByTestId('api-source')).toHaveText(
      `API: local server at http://localhost:${ports.server}`,
    );
    expect(problems).toEqual([]);
  } finally {
    await dev.stop();
  }
});

test("a remote inside a running site: remote:dev --against passes the site through with the working copy's calculator, its API calls, cookies and XSRF, and a saved change", async ({
  page,
}) => {
  const server = await startOwnServer(ports.server);
  const workingCopy = checkoutWithChangedRemote(
    'mf-calculator',
    'Gold Calculator',
    'Gold Calculator (working copy)',
  );
  const command = runnableHere(documented('npm run remote:dev -- calculator --against'), {
    'http://localhost:8080': server.url,
  });
  const dev = startDevCommand(command, workingCopy, {
    ...devEnv(ports),
    DEV_PORT_SITE_PROXY: String(ports.proxy),
  });
  const site = `http://localhost:${ports.proxy}`;
  try {
    expect(server.cli('rates:set', '--k18', '5850', '--k22', '7234.5', '--k24', '7800').code).toBe(
      0,
    );
    await waitForAnswers(
      [`${site}/website/Calculator`, `http://localhost:${ports.calculator}/remoteEntry.js`],
      dev,
    );
    const runtimeErrors: string[] = [];
    page.on('pageerror', (error) => runtimeErrors.push(error.message));
    await page.goto(`${site}/website/Calculator`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Gold Calculator (working copy)',
    );
    // The site's shell and layout around it, from the site.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Priced by the site's server at its rate, through the proxy: its cookie and XSRF token work.
    await expectPriceOf10Grams(page, 74153.63);
    await expectSaveOnScreen(page, join(workingCopy, pageSourceFile), 'inside the site');
    // The same proxy by its loopback address: pages, API calls and hot reload work as well.
    await page.goto(`http://127.0.0.1:${ports.proxy}/website/Calculator`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Gold Calculator (saved)',
    );
    await expectPriceOf10Grams(page, 74153.63);
    await expectSaveOnScreen(
      page,
      join(workingCopy, pageSourceFile),
      'inside the site at 127.0.0.1',
      ['(saved)', '(saved again)'],
    );
    expect(runtimeErrors).toEqual([]);
  } finally {
    await dev.stop();
    await server.stop();
  }
});
