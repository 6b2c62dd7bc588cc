/// <reference types="@testing-library/jest-dom/vitest" />
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { hydratePrerendered } from '@gold/prerender/testing';
import { Box, UiProvider } from '@gold/ui';
import { BACK_TO_TOP, BackToTopButton } from './BackToTopButton';
import { shellWords } from '../ground/shellWords';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopNav } from './TopNav';

const FOOTER_WHATSAPP_MESSAGE = shellWords.in('en').footerWhatsappMessage;

expect.extend(domMatchers);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderInSite(ui: React.ReactNode) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/website/home']}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to the page, leaving the URL alone', async () => {
    const user = userEvent.setup();
    renderInSite(
      <>
        <SkipLink />
        <TopNav />
        <Box as="main" id={MAIN_ID} tabIndex={-1} />
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});

describe('TopNav', () => {
  it('opens the phone menu with its button and closes it with Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderInSite(<TopNav />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('once the scripts run, focus alone no longer shows the phone menu: its button says what is shown', async () => {
    const user = userEvent.setup();
    renderInSite(<TopNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).not.toHaveAttribute('data-menu-follows-focus');
    await user.tab();
    expect(
      screen.getByRole('link', { name: `${defaultPublicConfig.brandName} home` }),
    ).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['tapped before the scripts ran, stays open and says so', true],
    ['left alone before the scripts ran, stays closed', false],
  ])('hydrated, a phone menu %s', async (_case, tapped) => {
    const { container, root, errors } = await hydratePrerendered(
      <MemoryRouter initialEntries={['/website/home']}>
        <TopNav />
      </MemoryRouter>,
      {
        beforeHydration: (html) => {
          const nav = html.querySelector('nav');
          expect(nav).toHaveAttribute('data-menu-follows-focus');
          // A tap on Menu focuses it, which shows the menu by CSS alone.
          if (tapped) html.querySelector('button')?.focus();
        },
      },
    );
    expect(errors.join('\n')).toBe('');
    expect(container.querySelector('nav')).not.toHaveAttribute('data-menu-follows-focus');
    expect(container.querySelector('button')).toHaveAttribute('aria-expanded', String(tapped));
    act(() => root.unmount());
    container.remove();
  });

  it('marks the page shown as current', () => {
    renderInSite(<TopNav />);
    expect(
      screen.getByRole('link', { name: `${defaultPublicConfig.brandName} home` }),
    ).toHaveAttribute('aria-current', 'page');
    // Closed phone menu: its links are hidden until the Menu button opens it.
    expect(screen.getByRole('link', { name: 'FAQs', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('SiteFooter', () => {
  it('offers tap-to-call, a WhatsApp chat with a prefilled message, and e-mail for the configured contacts', () => {
    renderInSite(<SiteFooter />);
    const digits = defaultPublicConfig.phone.replace(/\D/g, '');
    expect(screen.getByRole('link', { name: defaultPublicConfig.phone })).toHaveAttribute(
      'href',
      `tel:+${digits}`,
    );
    const whatsapp = screen.getByRole('link', { name: /chat with us on whatsapp/i });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${digits}?text=${encodeURIComponent(FOOTER_WHATSAPP_MESSAGE)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: defaultPublicConfig.email })).toHaveAttribute(
      'href',
      `mailto:${defaultPublicConfig.email}`,
    );
  });
});

describe('BackToTopButton', () => {
  /** Renders the button on a page scrolled to `y`, counting the reads of the scroll position. */
  function renderScrolledTo(y: number) {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date', 'setTimeout'],
    });
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
    renderInSite(<BackToTopButton />);
    return scrollY;
  }

  const button = () => screen.queryByRole('button', { name: 'Back to top' });

  it('shows on a page opened scrolled down, reading the position in the next frame rather than in the commit', () => {
    const scrollY = renderScrolledTo(BACK_TO_TOP.showAfterPx + 200);
    // Read during the commit's effects, the position made the browser compute the whole new
    // page's styles inside that task (docs/performance.md).
    expect(scrollY).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(scrollY).toHaveBeenCalled();
    expect(button()).toBeInTheDocument();
  });

  it('stays hidden at the top and appears once scrolled past the threshold', () => {
    const scrollY = renderScrolledTo(0);
    act(() => vi.advanceTimersToNextFrame());
    expect(button()).not.toBeInTheDocument();
    scrollY.mockReturnValue(BACK_TO_TOP.showAfterPx + 1);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(BACK_TO_TOP.throttleMs);
    });
    expect(button()).toBeInTheDocument();
  });
});
