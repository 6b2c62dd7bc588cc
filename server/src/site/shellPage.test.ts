import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { COVER_IMAGES_ATTRIBUTE } from '@gold/build-output';
import { findRoute } from '@gold/routes';
import { createHash } from 'node:crypto';
import {
  COVER_LIFTER,
  SCRIPTS_AFTER_PAINT_ID,
  SCRIPTS_AFTER_PAINT_LOADER,
} from '@gold/page-scripts';
import { INLINE_SCRIPT_SOURCES } from './inlineScripts';
import { SHELL_ENTRY_TAG, shellTemplate } from '../testing/shellTemplate';
import { pageMeta, ShellPage } from './shellPage';

/** A shell build's folder holding only its template. */
function shellDistWith(entryTag?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gold-shell-page-'));
  writeFileSync(join(dir, 'index.html'), shellTemplate(entryTag));
  return dir;
}
const shellDist = shellDistWith();
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

const config = { ...defaultPublicConfig, siteUrl: 'https://gold.example' };
const registry = { remotes: {} } as never;
const page = new ShellPage(shellDist);

/** The inline scripts of `html`, as the browser hashes them for the policy. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');

/** The policy's source for `script`: its SHA-256, computed here from the bytes the page holds. */
const hashSource = (script = '') =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The JSON-LD graph the page carries. */
function graphOf(html: string): { '@type': string; name: string }[] {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { '@graph': { '@type': string; name: string }[] })['@graph'];
}

describe('ShellPage', () => {
  it("gives a route its title, description and canonical URL in the route's own spelling", () => {
    const html = page.render(pageMeta(findRoute('/website/calculator/')), config, registry);
    expect(html).toContain(`<title>Gold calculator | ${config.brandName}</title>`);
    expect(html).toContain(
      '<link rel="canonical" href="https://gold.example/website/Calculator" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://gold.example/website/Calculator" />',
    );
    expect(html).not.toContain('<!--ssr-head-->');
  });

  it('describes the organization on every page and adds the page nodes after it', () => {
    const branch = { '@type': 'LocalBusiness', name: 'A branch' };
    const html = page.render(
      { ...pageMeta(findRoute('/website/branches')), structuredData: [branch] },
      config,
      registry,
    );
    expect(graphOf(html)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: config.brandName }),
      branch,
    ]);
  });

  it('keeps the not-found page out of the index', () => {
    const html = page.render(pageMeta(undefined), config, registry);
    expect(html).toContain('<title>Page not found');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('without a prerendered page, leaves the root empty for the scripts', () => {
    const html = page.render(pageMeta(findRoute('/website/FAQs')), config, registry);
    expect(html).toContain('<div id="root"></div>');
  });

  it('with a prerendered page, fills the root, marks it for the scripts to hydrate, and adds its styles', () => {
    const prerendered = {
      html: '<main><h1>FAQs</h1></main>',
      styleTag: '<style data-sent-styles="a">.css-a{}</style>',
      static: false,
      islands: [],
      serverIslands: [],
      fonts: [],
    };
    const html = page.render(
      pageMeta(findRoute('/website/FAQs')),
      config,
      registry,
      [],
      prerendered,
    );
    // Not inert: the HTML works as HTML (links, fields) until the scripts hydrate it.
    expect(html).toContain('<div id="root" data-prerendered><main><h1>FAQs</h1></main></div>');
    expect(html.indexOf(prerendered.styleTag)).toBeLessThan(html.indexOf('</head>'));
    // A static page says so: only its layout is hydrated.
    const staticOne = page.render(pageMeta(findRoute('/website/FAQs')), config, registry, [], {
      ...prerendered,
      static: true,
      islands: [],
      serverIslands: [],
      fonts: [],
    });
    expect(staticOne).toContain('<div id="root" data-prerendered data-static-page><main>');
  });

  it("preloads the faces a Tamil page's layout draws it in, before its styles, in CORS mode as fonts load", () => {
    const tamil = page.render(pageMeta(findRoute('/website/FAQs'), 'ta'), config, registry, [], {
      html: '<main><h1>கேள்விகள்</h1></main>',
      styleTag: '<style data-sent-styles="a">.css-a{}</style>',
      static: true,
      islands: [],
      serverIslands: [],
      fonts: ['/shell/assets/noto-sans-tamil.woff2'],
    });
    const preload =
      '<link rel="preload" href="/shell/assets/noto-sans-tamil.woff2" as="font" type="font/woff2" crossorigin>';
    expect(tamil.indexOf(preload)).toBeGreaterThan(0);
    expect(tamil.indexOf(preload)).toBeLessThan(tamil.indexOf('<style data-sent-styles'));
  });

  it('without a prerendered page, starts the entry and preloads the scripts from the head', () => {
    const preloads = [{ href: '/shell/503.0123456789.js', integrity: 'sha384-chakra' }];
    const html = page.render(pageMeta(undefined), config, registry, preloads);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(SHELL_ENTRY_TAG);
    expect(head).toContain(
      '<link rel="preload" as="script" href="/shell/503.0123456789.js" integrity="sha384-chakra" crossorigin="anonymous" />',
    );
    expect(html).not.toContain(SCRIPTS_AFTER_PAINT_ID);
  });

  it('with a prerendered page, starts no script before the first paint: the loader after the page lists them', () => {
    const preloads = [
      { href: '/shell/main.0123456789.js', integrity: 'sha384-entry' },
      { href: '/shell/503.0123456789.js', integrity: 'sha384-chakra' },
    ];
    const html = page.render(pageMeta(findRoute('/website/FAQs')), config, registry, preloads, {
      html: '<h1>FAQs</h1>',
      styleTag: '',
      static: false,
      islands: [],
      serverIslands: [],
      fonts: [],
    });
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link rel="preload"/);
    const listed = new RegExp(
      `<script type="application/json" id="${SCRIPTS_AFTER_PAINT_ID}">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(listed?.[1] ?? '{}')).toEqual({
      entry: { href: '/shell/main.0123456789.js', integrity: 'sha384-entry' },
      preloads: [{ href: '/shell/503.0123456789.js', integrity: 'sha384-chakra' }],
      start: 'paint',
    });
    expect(html.indexOf(listed?.[0] ?? '')).toBeGreaterThan(html.indexOf('<h1>FAQs</h1>'));
    // The loader is the one inline script, and the policy allows exactly it.
    const inline = inlineScripts(html);
    expect(inline).toEqual([SCRIPTS_AFTER_PAINT_LOADER.code]);
    expect(INLINE_SCRIPT_SOURCES).toContain(hashSource(inline[0]));
  });

  it('with a prerendered page under a cover, adds the cover lifter before the loader, as the policy allows', () => {
    const withCover = (html: string) =>
      page.render(pageMeta(findRoute('/website/home')), config, registry, [], {
        html,
        styleTag: '',
        static: false,
        islands: [],
        serverIslands: [],
        fonts: [],
      });
    const covered = withCover(
      `<h1>Home</h1><div role="status" ${COVER_IMAGES_ATTRIBUTE}="/a.svg"></div>`,
    );
    const inline = inlineScripts(covered);
    expect(inline).toEqual([COVER_LIFTER.code, SCRIPTS_AFTER_PAINT_LOADER.code]);
    expect(INLINE_SCRIPT_SOURCES).toEqual(inline.map(hashSource).reverse());
    expect(withCover('<h1>Home</h1>')).not.toContain(COVER_LIFTER.code);
    // Where no script runs, nothing would lift it: the head hides it for such a browser only.
    const head = covered.slice(0, covered.indexOf('</head>'));
    expect(head).toContain(
      `<noscript><style>[${COVER_IMAGES_ATTRIBUTE}]{display:none!important}</style></noscript>`,
    );
    expect(withCover('<h1>Home</h1>')).not.toContain('<noscript>');
  });

  it('refuses a template without its entry script, whose page could never start', () => {
    const withoutEntry = shellDistWith('');
    expect(() => new ShellPage(withoutEntry)).toThrow(/one entry script with its integrity/);
    rmSync(withoutEntry, { recursive: true, force: true });
  });

  it('puts a page holding $-patterns in verbatim', () => {
    const prerendered = {
      html: "<p>$& $' $1</p>",
      styleTag: '',
      static: false,
      islands: [],
      serverIslands: [],
      fonts: [],
    };
    expect(
      page.render(pageMeta(findRoute('/website/FAQs')), config, registry, [], prerendered),
    ).toContain("<p>$& $' $1</p>");
  });
});
