import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh database for the run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gold-e2e-'));
// Every test visitor shares one address: the per-client rate limits must not throttle the run.
process.env.RATE_LIMIT_FORMS_PER_MINUTE ??= '100000';
process.env.RATE_LIMIT_BEACON_PER_MINUTE ??= '100000';
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
/** The shared server's ops listener (/ops and the release console): its default, the port after. */
export const opsURL = `http://localhost:${port + 1}`;

/**
 * The browser every test drives: Debian's Chromium, without its calls to Google's services, and
 * with every name but this machine's unresolvable and no proxy taken from the environment (a
 * proxy would resolve names itself), so that a request leaving the machine (a branch's map) fails
 * at once instead of waiting on a network the test machine may not have. The rules apply to
 * address literals too: 127.0.0.1, the tests' second origin, is excluded by name.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-proxy-server',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  },
};

/**
 * Specs that start servers of their own (a fresh database, a crash, a stop, several instances).
 * Each has ports, databases and build folders of its own, so two can run side by side.
 */
const ownServerSpecs = [
  'alertDrill',
  'branchLanguages',
  'canaryGuard',
  'canaryRuntimeFailures',
  'certificateInstances',
  'connectionFlood',
  'consoleAccess',
  'consoleIsolation',
  'databaseOutage',
  'devLoop',
  'diskFaults',
  'enquiryCrash',
  'externalBuilds',
  'externalOriginFallback',
  'faultsOnCanaries',
  'haproxyFlood',
  'hydrationOfCanaries',
  'instances',
  'metrics',
  'movedBuild',
  'opsListener',
  'productionStart',
  'publishCrash',
  'release',
  'releaseConsole',
  'revokedVersions',
  'rollingRestart',
  'serverStop',
].map((name) => `**/${name}.spec.ts`);

/**
 * Specs that measure time on a slowed phone (input within 300 ms of the first paint), or where a
 * font races the first layout: a second browser beside them on two cores makes the budget a
 * measure of the neighbour.
 */
const timingSpecs = ['**/deadTaps.spec.ts', '**/languageShift.spec.ts', '**/slowPhoneForm.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  // Two workers on two cores: much of a test is waiting (for a timeout the shell must reach, a
  // server to start, a page to settle), and the other worker's browser uses that time
  // (docs/testing.md: 23.7 min on one worker, 12.9 with what this file sets now).
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace of every test, kept when it fails; without its screencast, which made the browser
    // encode frames throughout every test (about a sixth of the suite's CPU time).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // The own servers' specs first: they are the longest files (a minute or more, one test after
  // another), and the shared server's many short tests fill the workers around and after them.
  // The timing specs run last, with nothing beside them.
  projects: [
    { name: 'own-servers', testMatch: ownServerSpecs, use: chromium },
    { name: 'site', testIgnore: [...ownServerSpecs, ...timingSpecs], use: chromium },
    {
      name: 'timing',
      testMatch: timingSpecs,
      dependencies: ['site', 'own-servers'],
      // One at a time: a second slowed browser beside one that measures would be measured too.
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    // The production build, served by the real server with a fresh embedded database, on the
    // Node that runs Playwright (the supported one npm test brings, not whichever is first on PATH).
    command: `"${process.execPath}" --enable-source-maps ../server/dist/server.mjs`,
    url: `${baseURL}/website/home`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      OPS_PORT: String(port + 1),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
    },
  },
});
