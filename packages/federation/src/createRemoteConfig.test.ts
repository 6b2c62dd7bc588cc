import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { createRemoteConfig } from './createRemoteConfig';

const calculatorDir = fileURLToPath(new URL('../../../mf-calculator', import.meta.url));

/** The browser build of a remote's config (a production config also renders its pages). */
function webConfig(mode: 'production' | 'development'): Configuration {
  const configs = [createRemoteConfig({ name: 'calculator', dir: calculatorDir }, { mode })].flat();
  const web = configs.find((config) => config.name === 'calculator');
  if (!web) throw new Error('no browser build in the remote config');
  return web;
}

const pagesOf = (config: Configuration) =>
  (config.plugins ?? []).filter((plugin) => plugin instanceof rspack.HtmlRspackPlugin);

describe("a remote's own entry and page", () => {
  it('a release carries no page or entry of its own: only inside the shell can it run', () => {
    const production = webConfig('production');
    expect(production.entry).toEqual({});
    expect(pagesOf(production)).toEqual([]);
  });

  it('started alone in development, it has its entry and a page to show it in', () => {
    const development = webConfig('development');
    expect(development.entry).toEqual({ main: './src/index.ts' });
    expect(pagesOf(development)).toHaveLength(1);
  });
});

describe("a remote's dev server", () => {
  it('listens on loopback unless DEV_HOST names another address, on its DEV_PORT', () => {
    const development = webConfig('development');
    expect(development.devServer).toMatchObject({ host: 'localhost', port: 3002 });
    const before = { host: process.env.DEV_HOST, port: process.env.DEV_PORT_CALCULATOR };
    process.env.DEV_HOST = '0.0.0.0';
    process.env.DEV_PORT_CALCULATOR = '4102';
    try {
      expect(webConfig('development').devServer).toMatchObject({ host: '0.0.0.0', port: 4102 });
    } finally {
      for (const [name, value] of [
        ['DEV_HOST', before.host],
        ['DEV_PORT_CALCULATOR', before.port],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});
