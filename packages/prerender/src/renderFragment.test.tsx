import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, getSiteConfig } from '@gold/config';
import { PAGE_ID_PREFIX } from '@gold/build-output';
import { Box, Heading, SiteProviders } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { renderExposedPage, renderFragment, renderWithStyles } from './renderFragment';

function Brand() {
  return <Heading as="h1">{getSiteConfig().brandName}</Heading>;
}

function Labelled() {
  const id = useId();
  return <p id={id}>labelled</p>;
}

function Counter({ label }: { label: string }) {
  const id = useId();
  return (
    <button type="button" id={id}>
      {label}
    </button>
  );
}

function WithIslands() {
  return (
    <Box>
      <Labelled />
      <Island module="./CounterIsland" component={Counter} props={{ label: 'One' }} />
      <Island module="./CounterIsland" component={Counter} props={{ label: 'Two' }} />
    </Box>
  );
}

describe('renderFragment', () => {
  it('renders the markup without style elements, and the rules its classes use apart', () => {
    const { html, styles } = renderFragment(
      <Box padding="4" color="brand.700">
        Hello
      </Box>,
      defaultPublicConfig,
    );
    expect(html).not.toContain('<style');
    const className = /class="(css-[a-z0-9]+)"/.exec(html)?.[1];
    expect(className).toBeDefined();
    const id = (className ?? '').slice('css-'.length);
    expect(styles[id]).toContain(`.${className}{`);
    // Chakra's tokens and reset are the layout's: every page goes into it, on the server and in
    // the browser alike.
    expect(Object.values(styles).join('')).not.toContain('--chakra-colors-brand-700:');
    const layout = renderWithStyles(<SiteProviders>{null}</SiteProviders>, {
      config: defaultPublicConfig,
    });
    expect(Object.values(layout.styles).join('')).toContain('--chakra-colors-brand-700:');
  });

  it('renders with the config it is given, and records the values read', () => {
    const config = { ...defaultPublicConfig, brandName: 'Test Gold' };
    const fragment = renderFragment(<Brand />, config);
    expect(fragment.html).toContain('>Test Gold</h1>');
    expect(fragment.config).toEqual({ brandName: 'Test Gold' });
  });

  it("gives a page's ids the page's prefix, and says so, as the root that hydrates it will", () => {
    const fragment = renderFragment(<Labelled />, defaultPublicConfig);
    expect(fragment.idPrefix).toBe(PAGE_ID_PREFIX);
    expect(fragment.html).toMatch(new RegExp(`id="[^"]*${PAGE_ID_PREFIX}`));
    const layout = renderWithStyles(<Labelled />, { config: defaultPublicConfig });
    expect(layout.html).not.toContain(PAGE_ID_PREFIX);
    expect(layout.idPrefix).toBeUndefined();
  });

  it('marks a page static only where its module says so with `staticPage = true`', () => {
    const page = { default: Brand };
    expect(renderExposedPage(page, defaultPublicConfig).static).toBeUndefined();
    expect(renderExposedPage({ ...page, staticPage: true }, defaultPublicConfig).static).toBe(true);
    // Anything but `true` is not a promise the page keeps.
    expect(renderExposedPage({ ...page, staticPage: 'yes' }, defaultPublicConfig).static).toBe(
      undefined,
    );
    expect(renderExposedPage({ ...page, staticPage: true }, defaultPublicConfig).html).toContain(
      '</h1>',
    );
  });

  it('renders each island apart, with its own id prefix, where its element says', () => {
    const fragment = renderExposedPage(
      { default: WithIslands, staticPage: true },
      defaultPublicConfig,
    );
    expect(fragment.islands).toEqual(['./CounterIsland']);
    const islands = [
      ...fragment.html.matchAll(
        /<div data-island="\.\/CounterIsland" data-island-props="([^"]*)" data-island-ids="([^"]*)"[^>]*><button[^>]* id="([^"]*)"/g,
      ),
    ];
    expect(islands.map(([, props]) => props)).toEqual([
      '{&quot;label&quot;:&quot;One&quot;}',
      '{&quot;label&quot;:&quot;Two&quot;}',
    ]);
    islands.forEach(([, , prefix, id], index) => {
      expect(prefix).toBe(`i${index}-`);
      // The island's ids are those a root of its own with that prefix gives, not the page's.
      expect(id).toContain(prefix);
      expect(id).not.toContain(PAGE_ID_PREFIX);
    });
    expect(fragment.html).toMatch(new RegExp(`<p id="[^"]*${PAGE_ID_PREFIX}`));
    expect(fragment.html).not.toContain('<!--island:');
  });

  it('refuses islands on a page that is not static, which one root would hydrate whole', () => {
    expect(() => renderExposedPage({ default: WithIslands }, defaultPublicConfig)).toThrow(
      /must say it is static/,
    );
    expect(renderExposedPage({ default: Brand }, defaultPublicConfig).islands).toBeUndefined();
  });
});
