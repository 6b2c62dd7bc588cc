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

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Playwright's default, half the cores: each worker drives a Chromium of its own beside the one
  // server, and on a two-core machine a second worker starved both browsers (pages took over 10 s
  // to come alive, and tests failed on time alone).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
          ],
        },
      },
    },
  ],
  webServer: {
    // The production build, served by the real server with a fresh embedded database.
    command: 'node --enable-source-maps ../packages/server/dist/server.mjs',
    url: `${baseURL}/website/home`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
    },
  },
});
