/// <reference types="@testing-library/jest-dom/vitest" />
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import { hydratePrerendered } from '@gold/prerender/testing';
import { UiProvider } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { ContactBar } from './ContactBar';
import { TopNav } from './TopNav';

const CONTACT_BAR_WHATSAPP_MESSAGE = shellWords.in('en').contactBarWhatsappMessage;

expect.extend(domMatchers);

afterEach(cleanup);

const digits = defaultPublicConfig.phone.replace(/\D/g, '');

function renderBar(rate?: string) {
  return render(
    <UiProvider>
      <ContactBar rate={rate} />
    </UiProvider>,
  );
}

const bar = () => screen.getByRole('complementary', { name: 'Call or WhatsApp us' });

describe('ContactBar', () => {
  it('calls and opens a WhatsApp chat with a prefilled message, to the configured number', () => {
    renderBar();
    const call = within(bar()).getByRole('link', { name: `Call ${defaultPublicConfig.phone}` });
    expect(call).toHaveAttribute('href', `tel:+${digits}`);
    expect(call).toHaveTextContent(/^Call$/);
    const whatsapp = within(bar()).getByRole('link', {
      name: 'Chat on WhatsApp (opens in a new tab)',
    });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${digits}?text=${encodeURIComponent(CONTACT_BAR_WHATSAPP_MESSAGE)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is reached by the keyboard, the call first', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.tab();
    expect(within(bar()).getByRole('link', { name: /^Call/ })).toHaveFocus();
    await user.tab();
    expect(within(bar()).getByRole('link', { name: /WhatsApp/ })).toHaveFocus();
  });

  it("shows today's rate when it is given, and nothing in its place without", () => {
    const { rerender } = renderBar();
    expect(bar()).not.toHaveTextContent(/rate/i);
    expect(bar()).toHaveTextContent(/^CallWhatsApp$/);
    rerender(
      <UiProvider>
        <ContactBar rate="22K ₹7,150.00/g" />
      </UiProvider>,
    );
    expect(bar()).toHaveTextContent("Today's rate22K ₹7,150.00/g");
  });

  it('is plain links in the prerendered HTML, so it works before any script, and hydrates as it is', async () => {
    const { container, root, errors } = await hydratePrerendered(<ContactBar />, {
      beforeHydration: (html) => {
        const links = [...html.querySelectorAll('aside a')];
        expect(links.map((link) => link.getAttribute('href'))).toEqual([
          `tel:+${digits}`,
          `https://wa.me/${digits}?text=${encodeURIComponent(CONTACT_BAR_WHATSAPP_MESSAGE)}`,
        ]);
      },
    });
    expect(errors.join('\n')).toBe('');
    act(() => root.unmount());
    container.remove();
  });
});

describe('TopNav', () => {
  it("has a call button to the configured number, after the pages' links", () => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/website/home']}>
          <TopNav />
        </MemoryRouter>
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Hidden below `md` (jsdom applies no media query), where the contact bar calls instead: so
    // found by its place, and its name read as given.
    const call = [...nav.querySelectorAll('a')].at(-1);
    expect(call).toHaveAttribute('aria-label', `Call ${defaultPublicConfig.phone}`);
    expect(call).toHaveAttribute('href', `tel:+${digits}`);
    expect(call).toHaveTextContent(`Call${defaultPublicConfig.phone}`);
  });
});
