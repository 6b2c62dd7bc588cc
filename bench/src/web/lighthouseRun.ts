import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { trackProcess } from '../run/liveProcesses';
import type { DevtoolsEvent } from './networkRecords';

/** Debian's Chromium, as the e2e tests use it; CHROMIUM_PATH points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Throws a clear error when there is no Chromium to run: chrome-launcher would otherwise fail
 * with an unhandled spawn error that ends the whole bench, the parts already measured unwritten.
 */
export function assertChromiumInstalled(): void {
  if (existsSync(chromiumPath)) return;
  throw new Error(
    `no Chromium at ${chromiumPath}: install Debian's (apt-get install -y chromium, as npm test does) or set CHROMIUM_PATH`,
  );
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What one Lighthouse run leaves: the report and the DevTools log of the load. */
export interface LighthouseRun {
  lhr: Result;
  devtoolsLog: DevtoolsEvent[];
}

/**
 * One Lighthouse run with its default (mobile, simulated throttling) settings in a fresh
 * Chromium, as the Lighthouse CLI does it: a new profile and an empty cache every time.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    handleSIGINT: false,
    // On a busy shared machine Chromium can take far longer than the default 25 s to listen.
    connectionPollInterval: 500,
    maxConnectionRetries: 240,
  });
  const tracked = trackProcess({ kill: () => chrome.kill() });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return { lhr, devtoolsLog: artifacts.DevtoolsLog };
  } finally {
    chrome.kill();
    tracked.release();
  }
}
