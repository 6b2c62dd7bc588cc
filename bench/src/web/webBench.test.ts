import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@gold/routes';
import { emptyPages } from './webBench';

describe('the builds the web bench measures', () => {
  const home = siteRoutes.slice(0, 1);

  it('are this checkout, its monolith and its pages without scripts, route by route', () => {
    expect(emptyPages(home).map((page) => page.variant)).toEqual([
      'federated',
      'monolith',
      'noScripts',
    ]);
  });

  it('add the baseline only when one is given', () => {
    expect(emptyPages(home, true).map((page) => page.variant)).toEqual([
      'federated',
      'monolith',
      'noScripts',
      'baseline',
    ]);
  });

  it('measure the other languages asked for in this build, with and without scripts', () => {
    expect(emptyPages(home, false, ['en', 'ta']).map((page) => [page.route, page.variant])).toEqual(
      [
        ['/website/home', 'federated'],
        ['/website/home', 'monolith'],
        ['/website/home', 'noScripts'],
        ['/website/home?lang=ta', 'federated'],
        ['/website/home?lang=ta', 'noScripts'],
      ],
    );
  });
});
