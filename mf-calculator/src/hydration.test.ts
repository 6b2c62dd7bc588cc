import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { hydratePrerendered } from '@gold/prerender/testing';
import CalculatorPage from './exposes/CalculatorPage';

// Each exposed page, rendered to HTML as the build renders it, must hydrate in the browser with
// no difference React can see (a text, an attribute, an element): React keeps the HTML's
// attributes where they differ, and a page that differs in its structure is drawn again.
const pages: [string, ComponentType][] = [['CalculatorPage', CalculatorPage]];

describe('each exposed page hydrates its prerendered HTML', () => {
  it.each(pages)('%s', async (_name, Page) => {
    const { errors } = await hydratePrerendered(<Page />);
    expect(errors.join('\n')).toBe('');
  });
});
