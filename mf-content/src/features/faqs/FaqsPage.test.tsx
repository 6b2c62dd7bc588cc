import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, telHref } from '@gold/config';
import { renderPage } from '../../testing/renderPage';
import { FaqsPage } from './FaqsPage';

const questions = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('FaqsPage', () => {
  it('has the FAQs banner as its one h1', () => {
    renderPage(<FaqsPage />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('FAQs');
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows 14 questions, each a heading holding a button, with only the first open', () => {
    renderPage(<FaqsPage />);
    const triggers = questions();
    expect(triggers).toHaveLength(14);
    expect(triggers.map((t) => t.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array<string>(13).fill('false'),
    ]);
    expect(triggers[0]?.closest('h2')).toHaveTextContent('How do I sell my gold?');
    expect(screen.getByRole('region', { name: 'How do I sell my gold?' })).toBeVisible();
  });

  it('opens and closes a question with the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    renderPage(<FaqsPage />);
    const fees = screen.getByRole('button', { name: 'Do you charge any service fees?' });
    await user.click(fees);
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('region', { name: 'Do you charge any service fees?' }),
    ).toHaveTextContent('no hidden deductions');

    const first = screen.getByRole('button', { name: 'How do I sell my gold?' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  it('prints the contact phone as a link to call', () => {
    renderPage(<FaqsPage />);
    const links = screen.getAllByRole('link', { name: defaultPublicConfig.phone });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link).toHaveAttribute('href', telHref(defaultPublicConfig.phone));
    const help = screen.getByRole('heading', { name: 'Still have a question?' }).closest('section');
    expect(
      within(help as HTMLElement)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });
});
