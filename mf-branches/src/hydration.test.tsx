import { describe, expect, it } from 'vitest';
import { hydrateIslands, hydrationSuite, sampleServerData } from '@gold/prerender/testing';
import * as BranchesPage from './exposes/BranchesPage';
import * as BranchFinderIsland from './exposes/BranchFinderIsland';
import * as CallbackIsland from './exposes/CallbackIsland';
import { REMOTE_LANGUAGES } from './languages';

const islands = {
  './BranchFinderIsland': BranchFinderIsland,
  './CallbackIsland': CallbackIsland,
};
hydrationSuite({ BranchesPage }, islands, REMOTE_LANGUAGES);

describe("the server's branches in the first paint", () => {
  it('draws every card, escaped as React escapes it, and keeps them once hydrated', async () => {
    const { container, errors } = await hydrateIslands(<BranchesPage.default />, islands, {
      data: sampleServerData,
    });
    expect(errors.join('\n')).toBe('');
    const headings = [...container.querySelectorAll('article h2')].map((h) => h.textContent);
    expect(headings).toEqual(sampleServerData.branches.items.map((item) => item.branchName));
    expect(container.textContent).toContain('2 branches');
    expect(container.textContent).not.toContain('Loading branches');
    expect(container.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe(
      'tel:+919840012301',
    );
  });
});
