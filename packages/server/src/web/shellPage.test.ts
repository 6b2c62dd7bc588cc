import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { findRoute } from '@gold/routes';
import { pageMeta, ShellPage } from './shellPage';

const shellDist = mkdtempSync(join(tmpdir(), 'gold-shell-page-'));
writeFileSync(
  join(shellDist, 'index.html'),
  '<html lang="en-IN"><head><!--ssr-head--></head><body><div id="root"><!--ssr-body--></div></body></html>',
);
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

const config = { ...defaultPublicConfig, siteUrl: 'https://gold.example' };
const registry = { remotes: {} } as never;
const page = new ShellPage(shellDist);

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
      styleTag: '<style data-emotion="css a">.css-a{}</style>',
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
  });

  it('preloads the scripts at low priority behind a prerendered page, which paints without them', () => {
    const preloads = [{ href: '/shell/main.0123456789.js', integrity: 'sha384-x' }];
    const faqs = pageMeta(findRoute('/website/FAQs'));
    const preloadOf = (html: string) => /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preloadOf(page.render(faqs, config, registry, preloads))).not.toContain('fetchpriority');
    expect(
      preloadOf(
        page.render(faqs, config, registry, preloads, { html: '<h1>FAQs</h1>', styleTag: '' }),
      ),
    ).toContain('fetchpriority="low"');
  });

  it('puts a page holding $-patterns in verbatim', () => {
    const prerendered = { html: "<p>$& $' $1</p>", styleTag: '' };
    expect(
      page.render(pageMeta(findRoute('/website/FAQs')), config, registry, [], prerendered),
    ).toContain("<p>$& $' $1</p>");
  });
});
