import { describe, expect, it } from 'vitest';
import { remoteCatalog } from './remotes';
import { findRoute, routeHref, siteRoutes } from './siteRoutes';

describe('site routes', () => {
  it('has every route of the spec with its owner', () => {
    expect(siteRoutes.map(routeHref)).toEqual([
      '/website/home',
      '/website/aboutUs',
      '/website/services',
      '/website/branches',
      '/website/Calculator',
      '/website/partner',
      '/website/FAQs',
      '/website/termsandconditions',
      '/website/privacyPolicies',
      '/website/securityPolicies',
      '/website/refundPolicies',
      '/website/compliance',
    ]);
  });

  it('points every route at a module its remote exposes', () => {
    for (const route of siteRoutes) {
      expect(remoteCatalog[route.remote].exposes as readonly string[]).toContain(route.module);
    }
  });

  it('gives every route a unique title and description', () => {
    expect(new Set(siteRoutes.map((r) => r.title)).size).toBe(siteRoutes.length);
    expect(new Set(siteRoutes.map((r) => r.description)).size).toBe(siteRoutes.length);
  });

  it('matches paths without regard to case or a trailing slash', () => {
    expect(findRoute('/website/calculator/')?.remote).toBe('calculator');
    expect(findRoute('/website/nope')).toBeUndefined();
  });
});
