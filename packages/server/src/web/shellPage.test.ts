import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { findRoute } from '@gold/routes';
import { pageMeta, ShellPage } from './shellPage';

const shellDist = mkdtempSync(join(tmpdir(), 'gold-shell-page-'));
writeFileSync(join(shellDist, 'index.html'), '<html lang="en-IN"><head><!--ssr-head--></head><body></body></html>');
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
    expect(html).toContain('<link rel="canonical" href="https://gold.example/website/Calculator" />');
    expect(html).toContain('<meta property="og:url" content="https://gold.example/website/Calculator" />');
    expect(html).not.toContain('<!--ssr-head-->');
  });

  it('describes the organization on every page and adds the page nodes after it', () => {
    const branch = { '@type': 'LocalBusiness', name: 'A branch' };
    const html = page.render({ ...pageMeta(findRoute('/website/branches')), structuredData: [branch] }, config, registry);
    expect(graphOf(html)).toEqual([expect.objectContaining({ '@type': 'Organization', name: config.brandName }), branch]);
  });

  it('keeps the not-found page out of the index', () => {
    const html = page.render(pageMeta(undefined), config, registry);
    expect(html).toContain('<title>Page not found');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });
});
