import { describe, expect, it } from 'vitest';
import type { ResolvedRegistry } from '@gold/registry';
import { findRoute, type SiteRoute } from '@gold/routes';
import { withPageFiles, type PageFilesOf } from './pageFiles';

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
