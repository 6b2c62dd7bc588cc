import { cleanup, createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '@gold/contracts';
import { renderInSite, shownCaptcha } from '../testing/renderInSite';
import { Captcha } from './Captcha';
import { useCaptcha } from './useCaptcha';

function CaptchaAlone() {
  const captcha = useCaptcha();
  return (
    <>
      <Captcha captcha={captcha} />
      <output aria-label="matches">{String(captcha.matches())}</output>
    </>
  );
}

const entry = () => screen.getByRole('textbox', { name: 'Enter captcha' });
const matches = () => screen.getByRole('status', { name: 'matches' }).textContent;

/** Fires `event` on `target`; true when a handler cancelled it. */
function cancelled(target: HTMLElement, event: Event): boolean {
  fireEvent(target, event);
  return event.defaultPrevented;
}

afterEach(cleanup);

// The first render of a file builds the whole Chakra system: slow on a machine shared with parallel builds.
describe('Captcha', { timeout: 30_000 }, () => {
  it('shows 6 characters of the 62-character alphabet in a disabled display', () => {
    renderInSite(<CaptchaAlone />);
    const display = screen.getByRole('textbox', { name: 'Captcha' });
    expect(display).toBeDisabled();
    expect(shownCaptcha()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{6}$`));
  });

  it('blocks copying, cutting and dragging the characters', () => {
    renderInSite(<CaptchaAlone />);
    const display = screen.getByRole('textbox', { name: 'Captcha' });
    expect(cancelled(display, createEvent.copy(display))).toBe(true);
    expect(cancelled(display, createEvent.cut(display))).toBe(true);
    expect(cancelled(display, createEvent.dragStart(display))).toBe(true);
  });

  it('blocks paste and drop in the entry box, but not typing', async () => {
    const user = userEvent.setup({ delay: null });
    renderInSite(<CaptchaAlone />);
    expect(cancelled(entry(), createEvent.paste(entry()))).toBe(true);
    expect(cancelled(entry(), createEvent.drop(entry()))).toBe(true);
    await user.click(entry());
    await user.paste(shownCaptcha());
    expect(entry()).toHaveValue('');
    await user.type(entry(), shownCaptcha());
    expect(entry()).toHaveValue(shownCaptcha());
  });

  it('matches only the exact characters, case-sensitively', async () => {
    const user = userEvent.setup({ delay: null });
    renderInSite(<CaptchaAlone />);
    const shown = shownCaptcha();
    const swapped = [...shown]
      .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
      .join('');
    expect(matches()).toBe('false');
    await user.type(entry(), swapped);
    // Only a captcha of digits alone reads the same with its case swapped.
    expect(matches()).toBe(String(swapped === shown));
    await user.clear(entry());
    await user.type(entry(), shown);
    expect(matches()).toBe('true');
  });

  it('limits the entry to 6 characters and tells the visitor that case matters', () => {
    renderInSite(<CaptchaAlone />);
    expect(entry()).toHaveAttribute('maxLength', '6');
    expect(entry()).toHaveAccessibleDescription(/capital and small letters differ/);
    expect(entry()).toHaveAttribute('autocapitalize', 'none');
  });

  it('shows new characters and clears the entry on refresh', async () => {
    const user = userEvent.setup({ delay: null });
    renderInSite(<CaptchaAlone />);
    const first = shownCaptcha();
    await user.type(entry(), first);
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(shownCaptcha()).not.toBe(first);
    expect(entry()).toHaveValue('');
  });
});
