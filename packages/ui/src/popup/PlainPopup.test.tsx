import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as matchers from '@testing-library/jest-dom/matchers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteStore } from '@gold/http';
import { popupAtom, showPopup } from './popupState';
import { renderPopupHost } from '../testing/renderInSite';

expect.extend(matchers);

// The dialog code cannot be downloaded (a flaky connection) in this whole file.
vi.mock('./PopupDialog', () => {
  throw new Error('Loading chunk 455 failed');
});

beforeAll(() => {
  // jsdom has the <dialog> element but not its modal methods; Chromium's are checked end to end.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  siteStore.set(popupAtom, null);
});

// The first render of a file builds the whole Chakra system: slow on a machine shared with parallel builds.
describe('a popup whose dialog code cannot be downloaded', { timeout: 30_000 }, () => {
  it('still shows its words and button, and its button closes it', async () => {
    renderPopupHost();
    const closed = vi.fn();
    let shown!: Promise<void>;
    act(() => {
      shown = showPopup({ kind: 'warning', title: 'Invalid Captcha' }).then(closed);
    });
    const popup = await screen.findByRole('alertdialog', { name: 'Invalid Captcha' });
    expect(popup).toHaveAttribute('open');
    expect(within(popup).getByRole('heading', { name: 'Invalid Captcha' })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await shown;
    expect(closed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes by itself when asked to, after it is drawn', async () => {
    renderPopupHost();
    let shown!: Promise<void>;
    act(() => {
      shown = showPopup({
        kind: 'success',
        title: 'Thank you',
        confirmText: null,
        autoCloseMs: 50,
      });
    });
    const popup = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(within(popup).queryByRole('button')).not.toBeInTheDocument();
    await act(() => shown);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
