import { afterEach, describe, expect, it, vi } from 'vitest';

/** lighthouseRun as loaded with CHROMIUM_PATH set to `path`. */
async function loadWithChromiumAt(path: string) {
  vi.resetModules();
  vi.stubEnv('CHROMIUM_PATH', path);
  return import('./lighthouseRun');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Chromium check before the web part', () => {
  it('names the missing browser and how to install it', async () => {
    const { assertChromiumInstalled } = await loadWithChromiumAt('/nowhere/chromium');
    expect(() => assertChromiumInstalled()).toThrow(
      /no Chromium at \/nowhere\/chromium: install .*apt-get install -y chromium/,
    );
  });

  it('passes when the browser is there', async () => {
    // Any file that exists stands in for the browser: the check only looks.
    const { assertChromiumInstalled } = await loadWithChromiumAt(process.execPath);
    expect(() => assertChromiumInstalled()).not.toThrow();
  });
});
