import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rateView } from '@gold/page-data';
import { preferReducedMotion } from '../../testing/reducedMotion';
import { renderWithUi } from '../../testing/renderWithUi';
import { RateFlipBadge } from './RateFlipBadge';
import type { GoldRates } from './useGoldRates';

const ready: GoldRates = {
  status: 'ready',
  rate: rateView({ karat18: 5850, karat22: 7150.5, karat24: 112345.75 }),
};

function badge() {
  return screen.getByRole('region', { name: "Today's gold rates" });
}

/** What a sighted visitor reads on the flipping face (the face is hidden from screen readers). */
function face(): string {
  const shown = badge().querySelector('div[aria-hidden="true"]');
  return shown?.textContent ?? '';
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('RateFlipBadge', () => {
  it('flips through 18K, 22K and 24K, a full round every 10 s, in rupees per gram with Indian grouping', () => {
    renderWithUi(<RateFlipBadge rates={ready} placement="fixed-left" />);
    expect(face()).toBe('18K₹5,850.00 / gram');
    act(() => vi.advanceTimersByTime(3333));
    expect(face()).toBe('22K₹7,150.50 / gram');
    act(() => vi.advanceTimersByTime(3333));
    expect(face()).toBe('24K₹1,12,345.75 / gram');
    act(() => vi.advanceTimersByTime(3334));
    expect(face()).toBe('18K₹5,850.00 / gram');
  });

  it('gives screen readers all three rates at once', () => {
    renderWithUi(<RateFlipBadge rates={ready} placement="floating" />);
    const terms = within(badge())
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(badge())
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['18K', '22K', '24K']);
    expect(values).toEqual(['₹5,850.00 / gram', '₹7,150.50 / gram', '₹1,12,345.75 / gram']);
  });

  it('holds still while the pointer is over it, and stops and starts with its button', () => {
    renderWithUi(<RateFlipBadge rates={ready} placement="fixed-left" />);
    fireEvent.mouseEnter(badge());
    act(() => vi.advanceTimersByTime(10_000));
    expect(face()).toMatch(/^18K/);
    fireEvent.mouseLeave(badge());
    fireEvent.click(screen.getByRole('button', { name: 'Stop the rate rotation' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(face()).toMatch(/^18K/);
    fireEvent.click(screen.getByRole('button', { name: 'Start the rate rotation' }));
    act(() => vi.advanceTimersByTime(3333));
    expect(face()).toMatch(/^22K/);
  });

  // Which list shows for reduced motion is a media query jsdom does not evaluate: e2e checks it.
  it('flips nothing and offers no button to stop it for reduced motion', () => {
    preferReducedMotion(true);
    renderWithUi(<RateFlipBadge rates={ready} placement="fixed-left" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(face()).toBe('18K₹5,850.00 / gram');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps its place with dashes while the rate loads, and says when there is none', () => {
    const { rerender } = renderWithUi(
      <RateFlipBadge rates={{ status: 'loading' }} placement="floating" />,
    );
    expect(badge()).toHaveAttribute('aria-busy', 'true');
    expect(face()).toBe('18K—');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(face()).toBe('18K—');
    rerender(<RateFlipBadge rates={{ status: 'unavailable' }} placement="floating" />);
    expect(badge()).toHaveAttribute('aria-busy', 'false');
    expect(within(badge()).getAllByText('Not available right now')).toHaveLength(2);
  });
});
