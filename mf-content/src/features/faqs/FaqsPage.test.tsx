import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, telHref } from '@gold/config';
import { renderPage } from '../../testing/renderPage';
import { FaqsPage } from './FaqsPage';

const entries = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.closest('details'))
    .filter((entry) => entry !== null);
const entryOf = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('details') as HTMLDetailsElement;

describe('FaqsPage', () => {
  it('has the FAQs banner as its one h1', () => {
    renderPage(<FaqsPage />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('FAQs');
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows 14 questions, each an h2 in the summary of a details, with only the first open', () => {
    renderPage(<FaqsPage />);
    const questions = entries();
    expect(questions).toHaveLength(14);
    expect(questions.map((entry) => entry.open)).toEqual([true, ...Array<boolean>(13).fill(false)]);
    expect(questions[0]?.querySelector('summary > h2')).toHaveTextContent('How do I sell my gold?');
    expect(screen.getByText(/We test your gold in front of you/)).toBeVisible();
  });

  it('opens and closes a question with the mouse', async () => {
    const user = userEvent.setup();
    renderPage(<FaqsPage />);
    const fees = entryOf('Do you charge any service fees?');
    expect(fees).not.toHaveAttribute('open');
    await user.click(screen.getByText('Do you charge any service fees?'));
    expect(fees).toHaveAttribute('open');
    expect(screen.getByText(/no hidden deductions/)).toBeVisible();
    await user.click(screen.getByText('Do you charge any service fees?'));
    expect(fees).not.toHaveAttribute('open');
    expect(screen.getByText(/no hidden deductions/)).not.toBeVisible();
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
