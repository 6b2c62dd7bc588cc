/// <reference types="@testing-library/jest-dom/vitest" />
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { Box, UiProvider } from '@gold/ui';
import { FOOTER_WHATSAPP_MESSAGE, SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopNav } from './TopNav';

expect.extend(domMatchers);

afterEach(cleanup);

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
