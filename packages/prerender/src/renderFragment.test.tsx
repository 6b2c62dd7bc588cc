import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, getSiteConfig } from '@gold/config';
import { PAGE_ID_PREFIX } from '@gold/build-output';
import { Box, Heading } from '@gold/ui';
import { renderExposedPage, renderFragment, renderWithStyles } from './renderFragment';

function Brand() {
  return <Heading as="h1">{getSiteConfig().brandName}</Heading>;
}

function Labelled() {
  const id = useId();
  return <p id={id}>labelled</p>;
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
    // Chakra's tokens and reset come along: the page looks right without its scripts.
    expect(Object.values(styles).join('')).toContain('--chakra-colors-brand-700');
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
});
