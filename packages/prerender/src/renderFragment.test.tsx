import { NavLink } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, getSiteConfig } from '@gold/config';
import { Box, Heading } from '@gold/ui';
import { renderFragment } from './renderFragment';

function Brand() {
  return <Heading as="h1">{getSiteConfig().brandName}</Heading>;
}

describe('renderFragment', () => {
  it('renders the markup without style elements, and the rules its classes use apart', () => {
    const { html, styles } = renderFragment(
      <Box padding="4" color="brand.700">
        Hello
      </Box>,
      { path: '/', config: defaultPublicConfig },
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
    const fragment = renderFragment(<Brand />, { path: '/', config });
    expect(fragment.html).toContain('>Test Gold</h1>');
    expect(fragment.config).toEqual({ brandName: 'Test Gold' });
  });

  it('renders at the path given, as the navigation shows the active link', () => {
    const links = (
      <>
        <NavLink to="/website/home">Home</NavLink>
        <NavLink to="/website/FAQs">FAQs</NavLink>
      </>
    );
    const { html } = renderFragment(links, { path: '/website/FAQs', config: defaultPublicConfig });
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/website\/FAQs"/);
    expect(html).not.toMatch(/<a aria-current="page"[^>]*href="\/website\/home"/);
  });
});
