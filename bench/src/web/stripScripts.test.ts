import { describe, expect, it } from 'vitest';
import { homePage } from './pageFixture';
import { stripScripts } from './stripScripts';

describe('the page without its scripts', () => {
  const stripped = stripScripts(homePage);

  it('has none of the real page’s scripts: JSON-LD, data, the cover lifter, the loader', () => {
    expect(homePage.match(/<script\b/g)).toHaveLength(6);
    expect(stripped).not.toMatch(/<script\b|<\/script>|scripts-after-paint|mf-registry/i);
  });

  it('keeps the rest of the real page byte for byte', () => {
    // This page's scripts hold no "</script" in their text, so a plain cut finds them all here.
    expect(stripped).toBe(homePage.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
    expect(stripped).toContain('Kanaka Gold<!-- -->: sell your gold at the best market rate</h1>');
    expect(stripped).toContain('<noscript>This site needs JavaScript');
    expect(stripped).toContain('data-cover-until-loaded=');
  });

  it('removes the links that fetch scripts ahead, and no other link', () => {
    const head = [
      '<link rel="modulepreload" href="/a.js">',
      '<link rel="Preload" as=" Script " href="/b.js" crossorigin>',
      '<link rel="preload" as="style" href="/c.css">',
      '<link rel="stylesheet" href="/d.css">',
      '<link rel="icon" href="/e.svg">',
    ].join('');
    expect(stripScripts(`<!doctype html><html><head>${head}</head><body></body></html>`)).toBe(
      '<!doctype html><html><head><link rel="preload" as="style" href="/c.css"><link rel="stylesheet" href="/d.css"><link rel="icon" href="/e.svg"></head><body></body></html>',
    );
  });

  it('finds scripts as the browser does: by parsing, not by their look', () => {
    const page = [
      '<p>a<script type="module">if (1 < 2) document.write("<p>x</p>");</script>b</p>',
      '<!-- <script>not an element</script> -->',
      '<svg><script>svg()</script></svg>',
      '<template><script>later()</script></template>',
      '<SCRIPT src="/f.js"></SCRIPT>',
      '<textarea><script>text</script></textarea>',
    ].join('');
    expect(stripScripts(page)).toBe(
      '<p>ab</p><!-- <script>not an element</script> --><svg></svg><template></template><textarea><script>text</script></textarea>',
    );
  });

  it('cuts a script left open to the end, as the browser reads it', () => {
    expect(stripScripts('<p>kept</p><script>never closed <p>text of the script</p>')).toBe(
      '<p>kept</p>',
    );
  });
});
