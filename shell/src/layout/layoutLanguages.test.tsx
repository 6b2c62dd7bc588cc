/// <reference types="@testing-library/jest-dom/vitest" />
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@gold/i18n';
import { UiProvider } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { RemoteErrorPanel } from '../pages/RemoteErrorPanel';
import { CautionMarquee } from './CautionMarquee';
import { ContactBar } from './ContactBar';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { TopNav } from './TopNav';

expect.extend(domMatchers);

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en-IN';
});

/** The layout's parts as a page in `tag` draws them. */
function renderLayoutIn(tag: string) {
  document.documentElement.lang = tag;
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/website/home']}>
        <SkipLink />
        <TopNav />
        <CautionMarquee />
        <RemoteErrorPanel label="FAQs" onRetry={() => undefined} />
        <SiteFooter />
        <ContactBar rate="22K ₹7,150.00/g" />
      </MemoryRouter>
    </UiProvider>,
  );
}

/** Every English text of the shell's words, but those other languages keep as they are. */
const englishTexts = Object.values(shellWords.in('en')).filter(
  (text) => !/^\W*$/.test(text) && !text.includes('{'),
);

describe.each([
  ['ta', 'ta-IN', 'கேள்விகள்'],
  ['kn', 'kn-IN', 'ಪ್ರಶ್ನೋತ್ತರ'],
] as const)('the layout in %s', (language: Language, tag, faqs) => {
  it('speaks it everywhere: links, labels, caution, footer, contact bar and error panel', () => {
    const { container } = renderLayoutIn(tag);
    const words = shellWords.in(language);
    expect(screen.getByRole('navigation', { name: words.mainNav })).toHaveTextContent(faqs);
    expect(screen.getByRole('button', { name: words.menu })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.skipToMain })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.cautionLabel })).toHaveTextContent(
      words.caution,
    );
    expect(screen.getByRole('navigation', { name: words.policies })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: words.contactBar })).toHaveTextContent(
      words.todaysRate,
    );
    expect(screen.getByRole('button', { name: words.tryAgain })).toBeInTheDocument();
    const text = container.textContent ?? '';
    expect(englishTexts.filter((english) => text.includes(english))).toEqual([]);
    expect(text).not.toContain('All rights reserved');
  });
});

describe('the layout in English', () => {
  it('is the spec’s, word for word', () => {
    renderLayoutIn('en-IN');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Caution' })).toHaveTextContent(
      "Caution: we do not accept stolen or illegal gold. Selling stolen or fake gold is a criminal offence. Anyone aged 21 or less may sell only with a parent or guardian's written letter.",
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('FAQs');
  });
});
