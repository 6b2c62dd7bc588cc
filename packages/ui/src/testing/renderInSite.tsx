/**
 * Helpers for the forms' component tests (the `@gold/ui/testing` subpath; never in a page bundle):
 * rendering inside the site's providers and popup host, and working the
 * captcha as a visitor would.
 */
import type { ReactElement } from 'react';
import { Provider } from 'jotai';
import { act, configure, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { siteStore } from '@gold/http';
import { PopupHost } from '../popup/PopupHost';
import { popupAtom } from '../popup/popupState';
import { UiProvider } from '../system/UiProvider';

// Popups and dialogs open after a request settles; a machine busy with parallel builds needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

/** Renders `ui` the way the shell hosts a page: site store, Chakra system and popup host. */
export function renderInSite(ui: ReactElement) {
  siteStore.set(popupAtom, null);
  return renderPopupHost(ui);
}

/** The same, keeping a popup already asked for (one that waited for the host to be drawn). */
export function renderPopupHost(ui: ReactElement | null = null) {
  return render(
    <Provider store={siteStore}>
      <UiProvider>
        {ui}
        <PopupHost />
      </UiProvider>
    </Provider>,
  );
}

/** The characters the captcha display shows. */
export function shownCaptcha(): string {
  return (screen.getByRole('textbox', { name: 'Captcha', hidden: true }) as HTMLInputElement).value;
}

/** Types `text` (the shown captcha by default) into the captcha entry box. */
export async function enterCaptcha(user: UserEvent, text: string = shownCaptcha()): Promise<void> {
  const entry = screen.getByRole('textbox', { name: 'Enter captcha' });
  await user.clear(entry);
  if (text) await user.type(entry, text);
}

/** Waits for the popup and returns its title; `close` presses its button. */
export async function popupTitle(user?: UserEvent): Promise<string> {
  const popup = await screen.findByTestId('popup');
  const title = within(popup).getByRole('heading').textContent ?? '';
  if (user) await user.click(within(popup).getByRole('button'));
  return title;
}

/** The text of everything a control's aria-describedby points at, or null when it points nowhere. */
export function describedText(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * Lets a form finish what an event started: react-hook-form validates asynchronously (microtasks),
 * and one macrotask later React has rendered the outcome inside act().
 */
export function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Types each value into the control and leaves it; the hint each value got (null for none). */
export async function hintsAfterTyping(
  user: UserEvent,
  control: () => HTMLElement,
  values: readonly string[],
): Promise<Record<string, string | null>> {
  const hints: Record<string, string | null> = {};
  for (const value of values) {
    await user.clear(control());
    await user.type(control(), value);
    await user.tab();
    await settle();
    hints[value] = describedText(control());
  }
  return hints;
}

/** `values` each mapped to `hint`: what {@link hintsAfterTyping} gives when every value gets it. */
export function eachHint(
  values: readonly string[],
  hint: string | null,
): Record<string, string | null> {
  return Object.fromEntries(values.map((value) => [value, hint]));
}
