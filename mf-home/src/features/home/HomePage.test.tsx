import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COVER_IMAGES_ATTRIBUTE, COVER_MAX_WAIT_ATTRIBUTE } from '@gold/build-output';
import { defaultPublicConfig } from '@gold/config';
import { rateAnswer, todaysRate } from '../../testing/goldRateAnswer';
import { renderWithUi } from '../../testing/renderWithUi';
import { stubImages, type StubImage } from '../../testing/stubImages';
import { IMAGES_MAX_WAIT_MS } from '../banner/useImagesSettled';
import { HomePage } from './HomePage';

const postEncrypted = vi.hoisted(() => vi.fn());
vi.mock('@gold/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@gold/http/client')>()),
  postEncrypted,
}));

const { brandName, phone } = defaultPublicConfig;

beforeEach(() => {
  images = stubImages();
  postEncrypted.mockReset();
  postEncrypted.mockResolvedValue(rateAnswer(todaysRate));
});

let images: StubImage[];

describe('HomePage', () => {
  it('has one h1, outside the slides so that it is always there for the shell to focus', () => {
    renderWithUi(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 1, hidden: true });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(`${brandName}: sell your gold at the best market rate`);
    expect(headings[0]).toHaveAttribute('tabindex', '-1');
    expect(headings[0]).toHaveAttribute('data-page-heading', '');
    expect(screen.getByRole('region', { name: 'Highlights' })).not.toContainElement(
      headings[0] as HTMLElement,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: `Welcome to ${brandName}` }),
    ).toBeVisible();
  });

  it('has the four banner slides of the spec, each with its art and a call or WhatsApp link', () => {
    renderWithUi(<HomePage />);
    const dots = screen
      .getAllByRole('button', { name: /^Slide \d: / })
      .map((dot) => dot.getAttribute('aria-label'));
    expect(dots).toEqual([
      `Slide 1: Welcome to ${brandName}`,
      'Slide 2: Free your gold, get more value',
      'Slide 3: Repledge for better returns',
      'Slide 4: Doorstep gold services',
    ]);
    const hrefs = screen
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    const digits = phone.replace(/\D/g, '');
    expect(hrefs.filter((href) => href === `tel:+${digits}`).length).toBeGreaterThanOrEqual(2);
    expect(hrefs.filter((href) => href?.startsWith(`https://wa.me/${digits}?text=`))).toHaveLength(
      2,
    );
    const art = images.map((image) => image.src);
    expect(new Set(art).size).toBe(4);
    for (const src of art) expect(src).toMatch(/svg/);
  });

  it('covers the page with the loader until every slide image has loaded', () => {
    renderWithUi(<HomePage />);
    const loader = screen.getByRole('status', { name: 'Loading the page' });
    const [first, ...others] = images;
    act(() => first?.onload?.());
    expect(loader).toBeInTheDocument();
    act(() => {
      for (const image of others) image.onload?.();
    });
    expect(loader).not.toBeInTheDocument();
  });

  it('names on the loader the images it waits for and its longest wait, for the server to lift it before the scripts run', () => {
    renderWithUi(<HomePage />);
    const loader = screen.getByRole('status', { name: 'Loading the page' });
    expect(loader.getAttribute(COVER_IMAGES_ATTRIBUTE)?.split(' ')).toEqual(
      images.map((image) => image.src),
    );
    expect(loader).toHaveAttribute(COVER_MAX_WAIT_ATTRIBUTE, String(IMAGES_MAX_WAIT_MS));
  });

  it('drops the loader as soon as one image fails', () => {
    renderWithUi(<HomePage />);
    act(() => images[2]?.onerror?.());
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
  });

  it('states the five claims and the five steps, with the contact phone in step 1', () => {
    renderWithUi(<HomePage />);
    const claims = within(
      screen.getByRole('region', { name: 'Why sell your gold with us' }),
    ).getAllByRole('heading', { level: 3 });
    expect(claims.map((claim) => claim.textContent)).toEqual([
      'Highest market rates',
      '100% transparent process',
      'Instant payment',
      'Free home pickup',
      'Non-destructive BIS-certified testing',
    ]);
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(5);
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:+${phone.replace(/\D/g, '')}`,
    );
    expect(steps[4]).toHaveTextContent(/cash or a bank transfer/);
  });

  it('asks for a callback after the steps, in an island of its own that sends nothing on its own', () => {
    renderWithUi(<HomePage />);
    const form = screen.getByRole('region', { name: 'Request a Callback' });
    expect(form.closest('[data-island]')).toHaveAttribute('data-island', './CallbackIsland');
    expect(
      screen.getByRole('region', { name: 'How it works' }).compareDocumentPosition(form) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Request callback' })).toBeInTheDocument();
  });

  it('fills the rate badge from one goldRate/view request', async () => {
    renderWithUi(<HomePage />);
    const badge = screen.getByRole('region', { name: "Today's gold rates" });
    await waitFor(() => expect(badge).toHaveTextContent('₹7,150.00 / gram'));
    expect(postEncrypted).toHaveBeenCalledTimes(1);
  });
});
