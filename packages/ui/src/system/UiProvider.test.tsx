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
  it('inserts no global styles on a page whose HTML brought them', () => {
    render(<UiProvider globalStylesSent>page</UiProvider>);
    expect(pageCss()).not.toContain(BRAND_VARIABLE);
  });

  it('inserts the global styles, token variables included, on a page without them', () => {
    render(<UiProvider>page</UiProvider>);
    expect(pageCss()).toContain(BRAND_VARIABLE);
  });
});
