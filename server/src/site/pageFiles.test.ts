import { describe, expect, it } from 'vitest';
import type { ResolvedRegistry } from '@gold/registry';
import { findRoute, type SiteRoute } from '@gold/routes';
import { withPageFiles, withStaticPages, type PageFilesOf, type StaticPageOf } from './pageFiles';

const registry: ResolvedRegistry = {
  remotes: {
    content: {
      version: '2.0.0',
      entry: '/remotes/content/2.0.0/remoteEntry.js',
      channel: 'canary',
    },
    calculator: {
      version: '1.0.0',
      entry: '/remotes/calculator/1.0.0/remoteEntry.js',
      channel: 'stable',
    },
  },
};

const filesOf: PageFilesOf = (remote, version, module) =>
  remote === 'calculator' || remote === 'content'
    ? [`/remotes/${remote}/${version}/${module.slice(2)}.js`, '/shell/zod.js']
    : [];

describe('withPageFiles', () => {
  it("lists each page's files under the version the visitor gets, the current page left out", () => {
    const faqs = findRoute('/website/FAQs') as SiteRoute;
    const { remotes } = withPageFiles(registry, faqs, filesOf);

    expect(remotes.calculator?.pages).toEqual({
      './CalculatorPage': ['/remotes/calculator/1.0.0/CalculatorPage.js', '/shell/zod.js'],
    });
    // The canary's own files, and every content page but the one being shown.
    expect(remotes.content?.pages?.['./TermsPage']).toEqual([
      '/remotes/content/2.0.0/TermsPage.js',
      '/shell/zod.js',
    ]);
    expect(remotes.content?.pages).not.toHaveProperty('./FaqsPage');
    expect(Object.keys(remotes.content?.pages ?? {})).toHaveLength(6);
    expect(remotes.content?.entry).toBe('/remotes/content/2.0.0/remoteEntry.js');
  });

  it("lists a static page's islands' files too, so that its islands come with the entry", () => {
    const withIslands: PageFilesOf = (remote, version, module) =>
      remote === 'content' ? [`/remotes/${remote}/${version}/${module.slice(2)}.js`] : [];
    const { remotes } = withPageFiles(registry, undefined, withIslands, (remote, _, module) =>
      remote === 'content' && module === './FaqsPage' ? ['./AskIsland'] : undefined,
    );

    expect(remotes.content?.pages?.['./AskIsland']).toEqual([
      '/remotes/content/2.0.0/AskIsland.js',
    ]);
    expect(Object.keys(remotes.content?.pages ?? {})).toHaveLength(8);
  });

  it('adds nothing for a remote the visitor does not get or whose files are unknown', () => {
    const { remotes } = withPageFiles(registry, undefined, () => []);

    expect(remotes).toEqual(registry.remotes);
    expect(remotes).not.toHaveProperty('home');
  });

  it('leaves the registry it was given as it was', () => {
    withPageFiles(registry, undefined, filesOf);

    expect(registry.remotes.calculator).not.toHaveProperty('pages');
  });
});

describe('withStaticPages', () => {
  const withStable: ResolvedRegistry = {
    ...registry,
    remotes: {
      ...registry.remotes,
      content: {
        version: '2.0.0',
        entry: '/remotes/content/2.0.0/remoteEntry.js',
        channel: 'canary',
        fallback: { version: '1.0.0', entry: '/remotes/content/1.0.0/remoteEntry.js' },
      },
    },
    view: 'signed.view',
  };
  // The canary built FAQs static with an island, stable every content page static without.
  const staticOf: StaticPageOf = (remote, version, module) => {
    if (remote !== 'content') return undefined;
    if (version === '1.0.0') return [];
    return module === './FaqsPage' ? ['./AskIsland'] : undefined;
  };

  it('names the static pages of the version the visitor gets and of stable behind it, with their islands', () => {
    const { remotes, view } = withStaticPages(withStable, staticOf);

    expect(remotes.content?.staticPages).toEqual({ './FaqsPage': ['./AskIsland'] });
    expect(Object.keys(remotes.content?.fallback?.staticPages ?? {})).toHaveLength(7);
    expect(remotes.content?.fallback?.staticPages?.['./TermsPage']).toEqual([]);
    expect(remotes.calculator).not.toHaveProperty('staticPages');
    expect(view).toBe('signed.view');
  });
});
