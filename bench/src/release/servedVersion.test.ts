import { describe, expect, it } from 'vitest';
import { remoteVersionInHtml } from './servedVersion';

const page = (registry: string) =>
  `<!doctype html><html><head><script type="application/json" id="mf-shared">{"a":1}</script>` +
  `<script type="application/json" id="mf-registry">${registry}</script></head><body></body></html>`;

describe('remote version in the HTML', () => {
  it("reads the remote's version out of the inlined registry, not out of other inlined JSON", () => {
    const registry = JSON.stringify({
      remotes: {
        home: { version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js' },
        calculator: { version: '9.0.2-bench', entry: '/remotes/calculator/9.0.2-bench/x.js' },
      },
    });
    expect(remoteVersionInHtml(page(registry), 'calculator')).toBe('9.0.2-bench');
    expect(remoteVersionInHtml(page(registry), 'home')).toBe('1.0.0');
  });

  it('reads JSON made HTML-safe, and JSON spread over lines', () => {
    const safe = '{"remotes":{"calculator":{"version":"1.4.0","note":"\\u003c/script\\u003e"}}}';
    expect(remoteVersionInHtml(page(safe), 'calculator')).toBe('1.4.0');
    const spread = JSON.stringify({ remotes: { calculator: { version: '2.0.0' } } }, null, 2);
    expect(remoteVersionInHtml(page(spread), 'calculator')).toBe('2.0.0');
  });

  it('gives undefined for a page without the registry or without that remote', () => {
    expect(remoteVersionInHtml('<html><body>Not found</body></html>', 'calculator')).toBe(
      undefined,
    );
    expect(remoteVersionInHtml(page('{"remotes":{}}'), 'calculator')).toBe(undefined);
    expect(remoteVersionInHtml(page('{"remotes":{"calculator":{}}}'), 'calculator')).toBe(
      undefined,
    );
  });
});
