import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SecurityPage } from './SecurityPage';
import { renderPage } from '../../testing/renderPage';

const policies = [
  'Security Policy',
  'Valuation and Appraisal Policy',
  'KYC and AML Policy',
  'Loan and Interest Disclosure Policy',
];

const entryOf = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('details') as HTMLDetailsElement;

describe('SecurityPage', () => {
  it('is an accordion of the four policies, each under an h2, all closed at first', () => {
    renderPage(<SecurityPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Security Policies');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      policies,
    );
    for (const name of policies) expect(entryOf(name).open).toBe(false);
  });

  it('opens a policy to show its figures', async () => {
    const user = userEvent.setup();
    renderPage(<SecurityPage />);
    await user.click(screen.getByText('Loan and Interest Disclosure Policy'));
    const figures = screen.getByText(/12% to 24% per annum/);
    expect(figures).toBeVisible();
    expect(entryOf('Loan and Interest Disclosure Policy')).toHaveTextContent(
      '75% of the appraised value',
    );
  });
});
