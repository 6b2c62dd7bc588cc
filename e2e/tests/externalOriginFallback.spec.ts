import { createServer, type Server, type Socket } from 'node:net';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { buildChangedCopy } from '../support/remoteBuildCopy';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { serveFolder, type StaticOrigin } from '../support/staticOrigin';

// Ops swapped the calculator to a build on another origin, which then dies or hangs: its
// visitors get the version from before the swap, within the shell's load timeout, not the panel.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const PORT = Number(process.env.E2E_ORIGIN_PORT ?? 8261);
/** The other origin's port, listed for the server (a loopback origin must be). */
const CDN_PORT = Number(process.env.E2E_ORIGIN_CDN_PORT ?? 8266);
/** The shell's REMOTE_LOAD_TIMEOUT_MS: an entry that has not loaded by then counts as failed. */
const LOAD_TIMEOUT_MS = 10_000;
let server: OwnServer;
let cdn: StaticOrigin;

/** Milliseconds from a fresh visitor's request until the calculator's heading is `expected`. */
async function timeToHeading(browser: Browser, expected: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  // Not until "load": a script the shell added and still waits for may hold that back.
  await page.goto(`${server.url}/website/Calculator`, { waitUntil: 'commit' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(expected, { timeout: 2 * LOAD_TIMEOUT_MS });
  const took = Date.now() - started;
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await context.close();
  return took;
}

test.beforeAll(async () => {
  // Starting a server and building a release take a busy machine more than a hook's 30 s.
  test.setTimeout(180_000);
  server = await startOwnServer(PORT, {
    EXTERNAL_BUILD_ORIGINS: `http://127.0.0.1:${CDN_PORT}`,
  });
  const build = buildChangedCopy(
    'mf-calculator',
    '1.5.0',
    'Gold Calculator',
    'Gold Calculator (elsewhere)',
  );
  cdn = await serveFolder(build, '/calculator/1.5.0/', CDN_PORT);
});

test.afterAll(async () => {
  await cdn?.close();
  await server?.stop();
});

test('after a swap to another origin that dies, then hangs, visitors get the version from before the swap once the load timeout gives it up', async ({
  browser,
}) => {
  const swapped = await server.cliAsync(
    'registry',
    'swap',
    'calculator',
    '--url',
    `${cdn.origin}/calculator/1.5.0/`,
  );
  expect(swapped.code, swapped.err).toBe(0);
  const served = await timeToHeading(browser, 'Gold Calculator (elsewhere)');

  // The origin dies: connections are refused.
  await cdn.close();
  const dead = await timeToHeading(browser, 'Gold Calculator');

  // Something on the origin's port accepts connections and never answers.
  const held: Socket[] = [];
  const hanging: Server = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => hanging.listen(CDN_PORT, '127.0.0.1', resolve));
  try {
    const hung = await timeToHeading(browser, 'Gold Calculator');
    console.info(
      `external origin: served in ${served} ms; dead origin: stable's page in ${dead} ms; ` +
        `hanging origin: in ${hung} ms (load timeout ${LOAD_TIMEOUT_MS} ms)`,
    );
    expect(dead).toBeLessThan(LOAD_TIMEOUT_MS);
    // The hanging entry is given up at the timeout; the page from before the swap follows at once.
    expect(hung).toBeLessThan(LOAD_TIMEOUT_MS + 3_000);
  } finally {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
  }
});
