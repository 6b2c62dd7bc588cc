/// <reference types="@testing-library/jest-dom/vitest" />
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_ELEMENT_ID } from '@gold/registry';
import { UiProvider } from '@gold/ui';
import { LanguageSwitch } from './LanguageSwitch';

expect.extend(domMatchers);

// The page as the server sent it: offered in English and Tamil (its remotes lack Kannada).
beforeAll(() => {
  const registry = document.createElement('script');
  registry.type = 'application/json';
  registry.id = REGISTRY_ELEMENT_ID;
  registry.textContent = JSON.stringify({ remotes: {}, languages: ['en', 'ta'] });
  document.head.append(registry);
});

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en-IN';
});

describe('the language switch', () => {
  it('links the page in each language it is offered in, named in itself, its own marked', () => {
    document.documentElement.lang = 'ta-IN';
    render(
      <UiProvider>
        <LanguageSwitch />
      </UiProvider>,
    );
    const list = screen.getByRole('list', { name: 'மொழி' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '?lang=en'],
      ['தமிழ்', '?lang=ta'],
    ]);
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['en-IN', 'ta-IN']);
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent('தமிழ்');
    // Kannada is drawn, as the build draws it, and hidden, as the server hides it.
    expect(list.querySelector('[data-language-item="kn"]')).not.toBeVisible();
  });
});
