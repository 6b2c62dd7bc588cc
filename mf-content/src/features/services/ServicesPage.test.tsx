import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig, telHref } from '@gold/config';
import { renderPage } from '../../testing/renderPage';
import { ServicesPage } from './ServicesPage';

describe('ServicesPage', () => {
  it('shows the four services, Why Choose and the five steps in order', () => {
    renderPage(<ServicesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.slice(0, 4)).toEqual([
      'We Buy Gold',
      'We Release Pledged Gold',
      'We Repledge Gold',
      'Doorstep Gold Selling',
    ]);
    expect(h2s).toContain(`Why Choose ${defaultPublicConfig.brandName}`);
    const steps = screen.getByRole('heading', { name: 'Sell your gold in 5 simple steps' })
      .parentElement as HTMLElement;
    const list = within(steps).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('ends with the request for a callback, an island of its own', () => {
    renderPage(<ServicesPage />);
    const form = screen.getByRole('region', { name: 'Request a Callback' });
    expect(form.closest('[data-island]')).toHaveAttribute('data-island', './CallbackIsland');
    expect(within(form).getByRole('button', { name: 'Request callback' })).toBeInTheDocument();
  });

  it('gives the booking phone in the text and as a call button', () => {
    renderPage(<ServicesPage />);
    for (const link of screen.getAllByRole('link', { name: defaultPublicConfig.phone })) {
      expect(link).toHaveAttribute('href', telHref(defaultPublicConfig.phone));
    }
    expect(screen.getByRole('link', { name: `Call ${defaultPublicConfig.phone}` })).toHaveAttribute(
      'href',
      telHref(defaultPublicConfig.phone),
    );
  });
});
