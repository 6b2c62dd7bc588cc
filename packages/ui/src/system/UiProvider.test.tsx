import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from './UiProvider';

afterEach(cleanup);

/** The CSS of the page's style elements: what Emotion has inserted so far. */
const pageCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

// A token variable of the brand colour: it reaches the page only with the global styles.
const BRAND_VARIABLE = '--chakra-colors-brand-500';

describe('UiProvider', () => {
  it('inserts no global styles on a page whose HTML brought them, the order of the layers included', () => {
    // Twice, as the shell's root and a hydrated page's root each have a provider.
    render(<UiProvider stylesSent>shell</UiProvider>);
    render(<UiProvider stylesSent>page</UiProvider>);
    expect(pageCss()).not.toContain(BRAND_VARIABLE);
    expect(pageCss()).not.toContain('@layer');
  });

  it('inserts the global styles, token variables included, on a page without them', () => {
    render(<UiProvider>page</UiProvider>);
    expect(pageCss()).toContain(BRAND_VARIABLE);
    expect(pageCss()).toContain('@layer reset,base,tokens,recipes;');
    // The keyframes a page animates with come with the global styles, once.
    expect(pageCss().match(/@keyframes rateFlip/g)).toHaveLength(1);
  });
});
