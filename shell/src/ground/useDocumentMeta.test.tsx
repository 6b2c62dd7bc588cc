import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { useDocumentMeta } from './useDocumentMeta';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = [
    '<meta name="description" content="old" />',
    '<link rel="canonical" href="http://localhost:8080/website/home" />',
    '<meta property="og:title" content="old" />',
    '<meta property="og:description" content="old" />',
    '<meta property="og:url" content="old" />',
    '<meta name="twitter:title" content="old" />',
    '<meta name="twitter:description" content="old" />',
  ].join('');
});

describe('useDocumentMeta', () => {
  it('brings title, description, canonical link and link-preview tags in step with the page shown', () => {
    renderHook(() =>
      useDocumentMeta({
        title: 'Gold calculator',
        description: 'Instant price',
        path: 'Calculator',
      }),
    );
    const title = `Gold calculator | ${defaultPublicConfig.brandName}`;
    const url = `${defaultPublicConfig.siteUrl}/website/Calculator`;
    expect(document.title).toBe(title);
    expect(content('meta[name="description"]')).toBe('Instant price');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(content('meta[property="og:url"]')).toBe(url);
    expect(content('meta[property="og:title"]')).toBe(title);
    expect(content('meta[property="og:description"]')).toBe('Instant price');
    expect(content('meta[name="twitter:title"]')).toBe(title);
    expect(content('meta[name="twitter:description"]')).toBe('Instant price');
  });

  it('keeps the last canonical link for a page that has none (not found)', () => {
    renderHook(() => useDocumentMeta({ title: 'Page not found', description: 'Nothing here' }));
    expect(document.title).toBe(`Page not found | ${defaultPublicConfig.brandName}`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:8080/website/home',
    );
  });
});
