// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import { resolveForVisitor, type RemoteVersion } from '@gold/registry/model';
import { findRoute, type SiteRoute } from '@gold/routes';
import { shellTemplate } from '../testing/shellTemplate';
import { remotePagePreloads } from './preloadLinks';
import { pageMeta, ShellPage } from './shellPage';

const shellDist = mkdtempSync(join(tmpdir(), 'gold-injected-'));
writeFileSync(join(shellDist, 'index.html'), shellTemplate());
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

const route = findRoute('/website/Calculator') as SiteRoute;
const attack = '"><script>window.injected=1</script><link x="';
/**
 * A version as the database might hold it from before publish checked names: a quote and markup
 * in its version, entry name and integrity.
 */
const hostile: RemoteVersion = {
  remote: 'calculator',
  version: `1.0.0-${attack}`,
  baseUrl: `/remotes/calculator/1.0.0'${attack}/`,
  entryFile: `remoteEntry.js" onload="window.injected=2`,
  integrity: `sha384-x${attack}`,
  exposes: [],
  shared: [],
  federationRelease: null,
  publishedAt: '',
  publishedBy: 'test',
};

describe('names in a page', () => {
  it('stay text: a quote in an entry name, a version or an integrity adds no attribute and no element', () => {
    const registry: ResolvedRegistry = resolveForVisitor(
      [{ remote: 'calculator', stable: hostile.version, canary: null, revision: 1 }],
      () => hostile,
      { bucket: 0 },
    );
    const preloads = remotePagePreloads(hostile, shellDist, route.module, {
      always: [],
      layout: [],
      onDemand: new Map(),
    });
    const html = new ShellPage(shellDist).render(
      pageMeta(route),
      defaultPublicConfig,
      registry,
      preloads,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');

    const links = [...page.querySelectorAll('link[rel="preload"]')];
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`${hostile.baseUrl}${hostile.entryFile}`);
    expect(links[0]?.getAttribute('integrity')).toBe(hostile.integrity);
    expect(links[0]?.getAttributeNames().sort()).toEqual([
      'as',
      'crossorigin',
      'href',
      'integrity',
      'rel',
    ]);
    expect(page.querySelector('[onload], link[x]')).toBeNull();
    // The template's entry and the two JSON elements: no script of the attacker's.
    expect(
      [...page.querySelectorAll('script')].map((s) => s.type || s.getAttribute('src')),
    ).toEqual([
      'application/ld+json',
      'application/json',
      'application/json',
      '/shell/main.0123456789.js',
    ]);
    const inlined = JSON.parse(
      page.getElementById(REGISTRY_ELEMENT_ID)?.textContent ?? '{}',
    ) as ResolvedRegistry;
    expect(inlined.remotes.calculator).toMatchObject({
      version: hostile.version,
      entry: `${hostile.baseUrl}${hostile.entryFile}`,
      integrity: hostile.integrity,
    });
  });
});
