import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rateAnswer, todaysRate } from '../../testing/goldRateAnswer';
import { renderWithUi } from '../../testing/renderWithUi';
import { AboutPage } from './AboutPage';

const postEncrypted = vi.hoisted(() => vi.fn());
vi.mock('@gold/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@gold/http/client')>()),
  postEncrypted,
}));

beforeEach(() => {
  postEncrypted.mockReset();
  postEncrypted.mockResolvedValue(rateAnswer(todaysRate));
});

describe('AboutPage', () => {
  it('tells the story, the vision and the mission under one h1', () => {
    renderWithUi(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toHaveAttribute(
      'data-page-heading',
      '',
    );
    for (const title of ['Our story', 'Our vision', 'Our mission']) {
      expect(
        within(screen.getByRole('region', { name: title })).getByRole('heading', { level: 2 }),
      ).toBeVisible();
    }
  });

  it("floats a box with today's 18K, 22K and 24K rates, from one request", async () => {
    renderWithUi(<AboutPage />);
    const box = screen.getByRole('region', { name: "Today's gold rates" });
    await waitFor(() => expect(box).toHaveTextContent('₹5,850.00 / gram'));
    expect(box).toHaveTextContent('₹7,150.00 / gram');
    expect(box).toHaveTextContent('₹7,800.00 / gram');
    expect(postEncrypted).toHaveBeenCalledTimes(1);
  });
});
