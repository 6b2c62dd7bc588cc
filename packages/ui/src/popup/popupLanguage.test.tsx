import { act, cleanup, screen, within } from '@testing-library/react';
import * as matchers from '@testing-library/jest-dom/matchers';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@gold/contracts';
import { siteStore } from '@gold/http';
import { popupAtom, showPopup } from './popupState';
import { renderPopupHost } from '../testing/renderInSite';

expect.extend(matchers);

afterEach(() => {
  cleanup();
  siteStore.set(popupAtom, null);
  document.documentElement.lang = 'en-IN';
});

/** The popup `title` asks for, once drawn. */
async function drawn(name: string): Promise<HTMLElement> {
  for (let tries = 0; tries < 500; tries++) {
    const dialog = screen.queryByRole('alertdialog', { name });
    if (dialog) return dialog;
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`no popup "${name}"`);
}

describe('a popup', { timeout: 30_000 }, () => {
  it('says the catalogue’s words and its button in the page’s language', async () => {
    document.documentElement.lang = 'kn-IN';
    renderPopupHost();
    act(() => void showPopup({ kind: 'warning', title: messages.invalidCaptcha }));
    const dialog = await drawn('ಕ್ಯಾಪ್ಚಾ ತಪ್ಪಾಗಿದೆ');
    expect(within(dialog).getByRole('button', { name: 'ಸರಿ' })).toBeInTheDocument();
  });

  it('says them word for word as the spec has them in English', async () => {
    renderPopupHost();
    act(
      () => void showPopup({ kind: 'error', title: 'Something went wrong 503', confirmText: 'OK' }),
    );
    const dialog = await drawn('Something went wrong 503');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
