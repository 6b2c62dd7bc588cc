import { describe, expect, it } from 'vitest';
import { headTags, type HeadFacts } from './headTags';

const page: HeadFacts = {
  title: 'Gold calculator | Brand & Co',
  description: 'Price "now" <today>',
  canonicalUrl: 'https://gold.example/website/Calculator',
  siteName: 'Brand & Co',
  structuredData: { '@context': 'https://schema.org', name: '</script><script>alert(1)</script>' },
};

describe('headTags', () => {
  it('gives title, description, canonical link, Open Graph and Twitter card tags, escaped', () => {
    const html = headTags(page).join('\n');
    expect(html).toContain('<title>Gold calculator | Brand &#38; Co</title>');
    expect(html).toContain(
      '<meta name="description" content="Price &#34;now&#34; &#60;today&#62;" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://gold.example/website/Calculator" />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Gold calculator | Brand &#38; Co" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Price &#34;now&#34; &#60;today&#62;" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://gold.example/website/Calculator" />',
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Brand &#38; Co" />');
    expect(html).toContain('<meta property="og:locale" content="en_IN" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain(
      '<meta name="twitter:title" content="Gold calculator | Brand &#38; Co" />',
    );
    expect(html).not.toContain('noindex');
  });

  it('keeps the JSON-LD a data block that no string in it can close', () => {
    const [script] = headTags(page).filter((tag) => tag.includes('application/ld+json'));
    expect(script).toMatch(/^<script type="application\/ld\+json">.*<\/script>$/);
    expect(script?.match(/<\/script>/g)).toHaveLength(1);
    const json = script?.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '') ?? '';
    expect(JSON.parse(json)).toEqual(page.structuredData);
  });

  it('asks search engines not to index a page without a canonical URL (not found)', () => {
    const html = headTags({ ...page, canonicalUrl: undefined }).join('\n');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });
});
