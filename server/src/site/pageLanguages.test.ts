import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  layoutFragmentFile,
  PAGE_ID_PREFIX,
  PAGE_SLOT,
  PRERENDER_PUBLIC_PATH,
  pageFragmentFile,
  type PrerenderedFragment,
} from '@gold/build-output';
import type { Language } from '@gold/i18n';
import { routeIn, siteRoutes, type SiteRoute } from '@gold/routes';
import { channelsOf, insertRemoteVersion, swapChannels } from '../release/store/registry';
import { bumpRegistryRevision } from '../release/store/registryRevision';
import { insertReleaseFiles } from '../release/store/releaseFiles';
import { sriOf } from '../release/builds/buildFiles';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { openSiteTestApp, type SiteTestApp } from '../testing/siteTestApp';
import { versionRecord } from '../testing/versionRecord';

const contentRoutes = siteRoutes.filter((route) => route.remote === 'content');
const faqs = contentRoutes.find((route) => route.path === 'FAQs') as SiteRoute;
const fragment = (html: string): PrerenderedFragment => ({
  html,
  styles: {},
  config: {},
  idPrefix: PAGE_ID_PREFIX,
  static: true,
});
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** A content version whose build drew each of its pages in `languages`. */
function contentVersion(version: string, languages: readonly Language[]) {
  const entry = Buffer.from(`/* entry ${version} */`);
  const files = new Map([['remoteEntry.js', entry]]);
  for (const language of languages)
    for (const route of contentRoutes)
      files.set(
        pageFragmentFile(route.module, language),
        json(fragment(`<h1>${routeIn(route, language).title} ${version}</h1>`)),
      );
  const record = versionRecord('content', version, { integrity: sriOf(entry) });
  return { record, files };
}

/** The layout's language switch as the build draws it: every language the layout carries. */
const SWITCH =
  '<div data-language-switch=""><ul>' +
  ['en', 'ta', 'kn'].map((language) => `<li data-language-item="${language}"></li>`).join('') +
  '</ul></div>';

/** What a page's switch shows: its languages not hidden, or none where it is hidden whole. */
const switchShows = (html: string) =>
  html.includes('data-language-switch="" hidden=""')
    ? []
    : [...html.matchAll(/data-language-item="(\w+)"(?! hidden)/g)].map(([, language]) => language);

/** What a layout in a language with faces of its own links to: one of its files, as built. */
const faceOf = (language: Language) =>
  language === 'en' ? '' : `<style>url("${PRERENDER_PUBLIC_PATH}assets/${language}.woff2")</style>`;

const inTamil = contentVersion('1.0.0', ['en', 'ta']);
const englishOnly = contentVersion('1.1.0', ['en']);

let site: SiteTestApp;

async function makeStable(version: string, db = site.testDb.db) {
  const { revision } = await channelsOf(db, 'content');
  await swapChannels(db, 'content', revision, { stable: version, canary: null });
  await bumpRegistryRevision(db);
}

beforeAll(async () => {
  site = await openSiteTestApp({
    // A shell whose layout is drawn in English, Tamil and Kannada around every route.
    prepare: async (shellDist, testDb) => {
      await mkdir(join(shellDist, 'prerender'));
      for (const language of ['en', 'ta', 'kn'] as const)
        for (const route of siteRoutes)
          await writeFile(
            join(shellDist, layoutFragmentFile(route.path, language)),
            JSON.stringify(
              fragment(
                `<nav>${language}${faceOf(language)}${SWITCH}</nav><main>${PAGE_SLOT}</main>`,
              ),
            ),
          );
      for (const { record, files } of [inTamil, englishOnly]) {
        await insertRemoteVersion(testDb.db, record);
        await insertReleaseFiles(testDb.db, 'content', record.version, files);
      }
      await makeStable(inTamil.record.version, testDb.db);
    },
  });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

/** The FAQs page at `query`, with the `lang` cookie `kept` if given. */
async function faqsPage(query = '', kept?: string) {
  const response = await site.app.inject({
    url: `/website/FAQs${query}`,
    cookies: kept ? { lang: kept } : {},
  });
  const html = response.body;
  return {
    html,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    ),
    kept: response.cookies.find((cookie) => cookie.name === 'lang'),
  };
}

const site_ = 'http://localhost:8080';

describe('a page in the visitor’s language', () => {
  it('is English at its plain URL, with its Tamil URL named for search engines', async () => {
    const page = await faqsPage();
    expect(page.lang).toBe('en-IN');
    expect(page.html).toContain('<nav>en<div');
    expect(page.html).toContain(`<h1>${faqs.title} 1.0.0</h1>`);
    expect(page.canonical).toBe(`${site_}/website/FAQs`);
    expect(page.alternates).toEqual([
      `en-IN ${site_}/website/FAQs`,
      `ta-IN ${site_}/website/FAQs?lang=ta`,
      `x-default ${site_}/website/FAQs`,
    ]);
    expect(page.kept).toBeUndefined();
    expect(switchShows(page.html)).toEqual(['en', 'ta']);
    expect(page.html).toContain('"languages":["en","ta"]');
  });

  it('is Tamil at ?lang=ta, layout, page and head, and the choice is kept for the next pages', async () => {
    const page = await faqsPage('?lang=ta');
    expect(page.lang).toBe('ta-IN');
    expect(page.html).toContain('<nav>ta<style>url("/shell/assets/ta.woff2")</style><div');
    expect(page.html).not.toContain(PRERENDER_PUBLIC_PATH);
    expect(page.html).toContain(`<h1>${routeIn(faqs, 'ta').title} 1.0.0</h1>`);
    expect(page.html).toContain(`<title>${routeIn(faqs, 'ta').title} |`);
    expect(page.html).toContain('<meta property="og:locale" content="ta_IN" />');
    expect(page.canonical).toBe(`${site_}/website/FAQs?lang=ta`);
    expect(page.kept).toMatchObject({ value: 'ta', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect((await faqsPage('', 'ta')).lang).toBe('ta-IN');
    expect((await faqsPage('', 'ta')).kept).toBeUndefined();
    const back = await faqsPage('?lang=en', 'ta');
    expect([back.lang, back.kept?.value]).toEqual(['en-IN', 'en']);
  });

  it('is the not-found page in the language kept, head and all', async () => {
    const response = await site.app.inject({ url: '/website/nowhere', cookies: { lang: 'ta' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="ta-IN"');
    expect(response.body).toContain('<title>பக்கம் கிடைக்கவில்லை |');
    expect(response.body).toContain('<meta name="description" content="நீங்கள் தேடிய பக்கம் இல்லை." />');
  });

  it('is never in a language a part of the page does not carry: Kannada here, Tamil once stable lacks it', async () => {
    const kannada = await faqsPage('?lang=kn');
    expect([kannada.lang, kannada.kept]).toEqual(['en-IN', undefined]);
    expect(kannada.html).not.toContain('<nav>kn<div');
    await makeStable(englishOnly.record.version);
    await expect
      .poll(async () => (await faqsPage('', 'ta')).html, { timeout: 5000 })
      .toContain(`<h1>${faqs.title} 1.1.0</h1>`);
    const page = await faqsPage('?lang=ta', 'ta');
    expect([page.lang, page.alternates, page.kept]).toEqual(['en-IN', [], undefined]);
    expect(switchShows(page.html)).toEqual([]);
    await makeStable(inTamil.record.version);
    await expect.poll(async () => (await faqsPage('?lang=ta')).lang).toBe('ta-IN');
  });
});
