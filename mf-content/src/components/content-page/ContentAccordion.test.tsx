import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { ContentAccordion } from './ContentAccordion';

const entries = [
  { heading: 'First question', body: 'First answer' },
  { heading: 'Second question', body: 'Second answer' },
  { heading: 'Third question', body: 'Third answer' },
];

const detailsOf = (heading: string) =>
  screen.getByRole('heading', { level: 2, name: heading }).closest('details');

describe('ContentAccordion', () => {
  it('puts each entry’s h2 in the summary of a native details, with only the first open', () => {
    renderPage(<ContentAccordion entries={entries} firstOpen />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(entries.map((e) => e.heading));
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(entries.map((e) => detailsOf(e.heading)?.open)).toEqual([true, false, false]);
    expect(screen.getByText('First answer')).toBeVisible();
    expect(screen.getByText('Second answer')).not.toBeVisible();
  });

  it('starts all closed without firstOpen, and lets several be open at once', async () => {
    const user = userEvent.setup();
    renderPage(<ContentAccordion entries={entries} />);
    expect(entries.map((e) => detailsOf(e.heading)?.open)).toEqual([false, false, false]);
    await user.click(screen.getByText('Second question'));
    await user.click(screen.getByText('Third question'));
    expect(entries.map((e) => detailsOf(e.heading)?.open)).toEqual([false, true, true]);
    expect(screen.getByText('Third answer')).toBeVisible();
    await user.click(screen.getByText('Second question'));
    expect(screen.getByText('Second answer')).not.toBeVisible();
  });
});
