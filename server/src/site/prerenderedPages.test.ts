import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import {
  layoutFragmentFile,
  PAGE_ID_PREFIX,
  PAGE_SLOT,
  pageFragmentFile,
  PRERENDER_PUBLIC_PATH,
  type PrerenderedFragment,
} from '@gold/build-output';
import { findRoute, type SiteRoute } from '@gold/routes';
import { COMPOSED_PAGES_KEPT, PrerenderedPages } from './prerenderedPages';

const root = mkdtempSync(join(tmpdir(), 'gold-prerendered-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const faqs = findRoute('/website/FAQs') as SiteRoute;
const config = defaultPublicConfig;

function write(folder: string, file: string, content: PrerenderedFragment | string) {
  mkdirSync(join(folder, file, '..'), { recursive: true });
  writeFileSync(
    join(folder, file),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
}

/** A shell build and a remote version folder, each with its fragment of the FAQs page. */
function builds(
  name: string,
  layout: Partial<PrerenderedFragment>,
  page: Partial<PrerenderedFragment>,
) {
  const shell = join(root, name, 'shell');
  const remote = join(root, name, 'content');
  const base: PrerenderedFragment = { html: '', styles: {}, config: {} };
  write(shell, layoutFragmentFile(faqs.path), {
    ...base,
    html: `<nav>Menu</nav><main>${PAGE_SLOT}</main>`,
    ...layout,
  });
  write(remote, pageFragmentFile(faqs.module), {
    ...base,
    html: '<h1>FAQs</h1>',
    idPrefix: PAGE_ID_PREFIX,
    ...page,
  });
  return {
    pages: new PrerenderedPages(shell, config),
    source: { folder: remote, baseUrl: '/remotes/content/1.2.0/' },
  };
}

describe('PrerenderedPages', () => {
  it("puts the page into the layout's slot, and the remote's folder in place of the public path", () => {
    const { pages, source } = builds(
      'slot',
      {},
      { html: `<h1>FAQs</h1><img src="${PRERENDER_PUBLIC_PATH}assets/a.svg">` },
    );
    expect(pages.compose(faqs, source)?.html).toBe(
      '<nav>Menu</nav><main><h1>FAQs</h1><img src="/remotes/content/1.2.0/assets/a.svg"></main>',
    );
  });

  it("sends each rule once, in one style element that names every rule for the browser's style cache", () => {
    const { pages, source } = builds(
      'styles',
      { styles: { shared: '.css-shared{color:red}', nav: '.css-nav{margin:0}' } },
      { styles: { shared: '.css-shared{color:red}', faq: '.css-faq{padding:0}', empty: '' } },
    );
    expect(pages.compose(faqs, source)?.styleTag).toBe(
      '<style data-sent-styles="shared nav faq">.css-shared{color:red}.css-nav{margin:0}.css-faq{padding:0}</style>',
    );
  });

  it('cannot be made to close its style element early', () => {
    const { pages, source } = builds(
      'escape',
      {},
      { styles: { x: '.x{content:"</style><script>"}' } },
    );
    expect(pages.compose(faqs, source)?.styleTag).not.toContain('</style><script>');
  });

  it('has none where the page was rendered with another config value than the server runs with', () => {
    const { pages, source } = builds(
      'config',
      { config: { brandName: config.brandName } },
      { config: { phone: '+91 00000 00000' } },
    );
    expect(pages.compose(faqs, source)).toBeUndefined();
  });

  it('has one where the values the page read are the same as the server runs with', () => {
    const { pages, source } = builds(
      'same',
      { config: { address: config.address } },
      { config: { phone: config.phone } },
    );
    expect(pages.compose(faqs, source)).toBeDefined();
  });

  it('has none where a build has no fragment, a broken one, or a layout without exactly one slot', () => {
    const missing = builds('missing', {}, {});
    rmSync(join(missing.source.folder, pageFragmentFile(faqs.module)));
    expect(missing.pages.compose(faqs, missing.source)).toBeUndefined();

    const broken = builds('broken', {}, {});
    write(broken.source.folder, pageFragmentFile(faqs.module), '{"html": 3');
    expect(broken.pages.compose(faqs, broken.source)).toBeUndefined();

    const noSlot = builds('no-slot', { html: '<main></main>' }, {});
    expect(noSlot.pages.compose(faqs, noSlot.source)).toBeUndefined();
    const twice = builds('twice', { html: `${PAGE_SLOT}${PAGE_SLOT}` }, {});
    expect(twice.pages.compose(faqs, twice.source)).toBeUndefined();
  });

  it('has none for a page rendered with other ids than the shell hydrates it with', () => {
    const before = builds('no-prefix', {}, { idPrefix: undefined });
    expect(before.pages.compose(faqs, before.source)).toBeUndefined();
    const other = builds('other-prefix', {}, { idPrefix: 'other-' });
    expect(other.pages.compose(faqs, other.source)).toBeUndefined();
  });

  it('composes a page once per version, each with its own URLs, and keeps a bounded number', () => {
    const { pages, source } = builds(
      'kept',
      {},
      { html: `<img src="${PRERENDER_PUBLIC_PATH}a.svg">` },
    );
    const stable = pages.compose(faqs, source);
    const canary = pages.compose(faqs, { ...source, baseUrl: '/remotes/content/1.3.0/' });
    expect(canary?.html).toContain('"/remotes/content/1.3.0/a.svg"');
    expect(pages.compose(faqs, source)).toBe(stable);

    for (let patch = 0; patch < COMPOSED_PAGES_KEPT; patch += 1) {
      pages.compose(faqs, { ...source, baseUrl: `/remotes/content/9.0.${patch}/` });
    }
    const composedAgain = pages.compose(faqs, source);
    expect(composedAgain).not.toBe(stable);
    expect(composedAgain).toEqual(stable);
  });
});
