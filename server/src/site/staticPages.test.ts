import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHUNK_GROUPS_FILE,
  layoutFragmentFile,
  PAGE_ID_PREFIX,
  PAGE_SLOT,
  pageFragmentFile,
  STATIC_PAGE_ATTRIBUTE,
  type ChunkGroups,
  type PrerenderedFragment,
} from '@gold/build-output';
import { REGISTRY_ELEMENT_ID, type ResolvedRegistry } from '@gold/registry';
import type { RemoteVersion } from '@gold/registry/model';
import { findRoute, type SiteRoute } from '@gold/routes';
import { channelsOf, insertRemoteVersion, swapChannels } from '../release/store/registry';
import { insertReleaseFiles } from '../release/store/releaseFiles';
import { sriOf } from '../release/builds/buildFiles';
import { previewCookieName, signPreviewGrant } from '../release/visitors/previewGrants';
import { TokenSigner } from '../platform/security/signedToken';
import { SCRIPTS_AFTER_PAINT_ID, type ScriptsAfterPaint } from '@gold/page-scripts';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { openSiteTestApp, type SiteTestApp } from '../testing/siteTestApp';

const faqs = findRoute('/website/FAQs') as SiteRoute;
const fragment = (html: string, extra: Partial<PrerenderedFragment> = {}): PrerenderedFragment => ({
  html,
  styles: {},
  config: {},
  ...extra,
});

/** The module of the island of the FAQs page in {@link contentVersion}, where it has one. */
const ASK_ISLAND = './AskIsland';

/**
 * A content version whose FAQs page is one chunk, static or not as its build said; with
 * `islands`, static with one island, its own chunk beside a chunk it shares with the page.
 */
function contentVersion(version: string, build: 'static' | 'hydrated' | 'islands') {
  const entry = Buffer.from(`/* entry ${version} */`);
  const files = new Map([
    ['remoteEntry.js', entry],
    ['faqs.js', Buffer.from(`/* the FAQs page of ${version} */`)],
    ['ask.js', Buffer.from(`/* the FAQs page's island of ${version} */`)],
    ['shared.js', Buffer.from(`/* what page and island share in ${version} */`)],
    [
      'mf-manifest.json',
      Buffer.from(
        JSON.stringify({
          exposes: [
            { path: faqs.module, assets: { js: { sync: ['shared.js', 'faqs.js'] } } },
            { path: ASK_ISLAND, assets: { js: { sync: ['shared.js', 'ask.js'] } } },
          ],
        }),
      ),
    ],
    [
      pageFragmentFile(faqs.module),
      Buffer.from(
        JSON.stringify(
          fragment(`<h1>FAQs ${version}</h1>`, {
            idPrefix: PAGE_ID_PREFIX,
            ...(build === 'hydrated' ? {} : { static: true }),
            ...(build === 'islands' ? { islands: [ASK_ISLAND] } : {}),
          }),
        ),
      ),
    ],
  ]);
  const record: RemoteVersion = {
    remote: 'content',
    version,
    baseUrl: `/remotes/content/${version}/`,
    entryFile: 'remoteEntry.js',
    integrity: sriOf(entry),
    exposes: [faqs.module, ASK_ISLAND],
    shared: [],
    federationRelease: null,
    publishedAt: '',
    publishedBy: 'test',
  };
  return { record, files };
}

const staticOne = contentVersion('1.0.0', 'static');
const hydratedOne = contentVersion('1.1.0', 'hydrated');
const withIsland = contentVersion('1.2.0', 'islands');

/** The stand-in shell build's scripts: its entry, its bootstrap, and its layout's two chunks. */
const shellGroups: ChunkGroups = {
  named: {
    main: ['main.js'],
    bootstrap: ['bootstrap.js'],
    layout: ['router.js', 'layout.js'],
  },
  provided: {},
  consumed: {},
};
const LAYOUT_FILES = ['/shell/router.js', '/shell/layout.js'];

let site: SiteTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  site = await openSiteTestApp({
    prepare: async (shellDist, testDb) => {
      await mkdir(join(shellDist, 'prerender'));
      await writeFile(join(shellDist, CHUNK_GROUPS_FILE), JSON.stringify(shellGroups));
      for (const file of Object.values(shellGroups.named).flat())
        await writeFile(join(shellDist, file), `/* ${file} */`);
      await writeFile(
        join(shellDist, layoutFragmentFile(faqs.path)),
        JSON.stringify(fragment(`<main>${PAGE_SLOT}</main>`)),
      );
      await testDb.db.transaction(async (tx) => {
        for (const { record, files } of [staticOne, hydratedOne, withIsland]) {
          await insertRemoteVersion(tx, record);
          await insertReleaseFiles(tx, 'content', record.version, files);
        }
        const { revision } = await channelsOf(tx, 'content');
        await swapChannels(tx, 'content', revision, {
          stable: staticOne.record.version,
          canary: null,
        });
      });
    },
  });
  ({ app } = site);
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

/** The FAQs page as a visitor gets it, with a preview grant of `preview` if given. */
async function faqsPage(preview?: string) {
  const cookies = preview
    ? {
        [previewCookieName('content')]: signPreviewGrant(new TokenSigner(site.config.signingKey), {
          id: 'pv-test',
          remote: 'content',
          version: preview,
          expiresAt: Date.now() + 60_000,
        }),
      }
    : {};
  const { body } = await app.inject({ method: 'GET', url: '/website/FAQs', cookies });
  const list = new RegExp(
    `<script type="application/json" id="${SCRIPTS_AFTER_PAINT_ID}">(.*?)</script>`,
  ).exec(body)?.[1];
  const scripts = JSON.parse(list ?? 'null') as ScriptsAfterPaint;
  const registry = new RegExp(
    `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`,
  ).exec(body)?.[1];
  return {
    body,
    registry: JSON.parse(registry ?? 'null') as ResolvedRegistry,
    loaded: [scripts.entry, ...scripts.preloads].map((script) => script.href),
    start: scripts.start,
  };
}

describe('a page its version built as static', () => {
  it("is sent marked static, with none of its remote code to load, the layout's only at a first interaction", async () => {
    const { body, loaded, start } = await faqsPage();
    expect(start).toBe('interaction');
    expect(body).toContain(
      `<div id="root" data-prerendered ${STATIC_PAGE_ATTRIBUTE}><main><h1>FAQs 1.0.0</h1>`,
    );
    expect(loaded).toEqual(expect.arrayContaining(['/shell/main.js', ...LAYOUT_FILES]));
    expect(loaded.filter((href) => href.startsWith('/remotes/'))).toEqual([]);
  });

  it('is hydrated as before where the version serving it did not build it static, its layout at the first interaction', async () => {
    const { body, loaded, start } = await faqsPage('1.1.0');
    expect(start).toBe('paint');
    expect(body).toContain('<div id="root" data-prerendered><main><h1>FAQs 1.1.0</h1>');
    expect(body).not.toContain(STATIC_PAGE_ATTRIBUTE);
    expect(loaded).toContain('/remotes/content/1.1.0/faqs.js');
    expect(loaded).toContain('/remotes/content/1.1.0/remoteEntry.js');
    expect(loaded.filter((href) => LAYOUT_FILES.includes(href))).toEqual([]);
  });

  it("with islands, loads its islands' code alone, once each, from the first paint, and not the layout's", async () => {
    const { body, loaded, start } = await faqsPage('1.2.0');
    expect(start).toBe('paint');
    expect(body).toContain(`<div id="root" data-prerendered ${STATIC_PAGE_ATTRIBUTE}>`);
    expect(loaded.filter((href) => href.startsWith('/remotes/'))).toEqual([
      '/remotes/content/1.2.0/remoteEntry.js',
      '/remotes/content/1.2.0/shared.js',
      '/remotes/content/1.2.0/ask.js',
    ]);
    expect(loaded).toContain('/shell/bootstrap.js');
    expect(loaded.filter((href) => LAYOUT_FILES.includes(href))).toEqual([]);
  });

  it.each([
    ['1.0.0', { [faqs.module]: [] }],
    ['1.2.0', { [faqs.module]: [ASK_ISLAND] }],
    ['1.1.0', undefined],
  ])(
    "is named static in the visitor's registry where %s built it so, with its islands: moving to it needs no page code",
    async (version, staticPages) => {
      const { registry } = await faqsPage(version === '1.0.0' ? undefined : version);
      expect(registry.remotes.content?.version).toBe(version);
      expect(registry.remotes.content?.staticPages).toEqual(staticPages);
    },
  );
});
