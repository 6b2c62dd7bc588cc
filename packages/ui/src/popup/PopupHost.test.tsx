import { act, cleanup, screen } from '@testing-library/react';
import * as matchers from '@testing-library/jest-dom/matchers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStore } from '@gold/http';
import { popupAtom, showPopup } from './popupState';
import { renderPopupHost } from '../testing/renderInSite';

expect.extend(matchers);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  siteStore.set(popupAtom, null);
});

/** How long, in real time, the dialog may take to arrive: its first import is compiled on demand. */
const DRAW_WITHIN_MS = 10_000;

/**
 * Waits for the dialog without touching the faked clock: the dialog code arrives by a dynamic
 * import and React renders it on its scheduler, neither of which runs on the faked timers.
 * Date.now is not faked, so the wait is bounded in real time, however slow the machine.
 */
async function drawnDialog(name: string): Promise<HTMLElement> {
  const deadline = Date.now() + DRAW_WITHIN_MS;
  while (Date.now() < deadline) {
    const dialog = screen.queryByRole('alertdialog', { name });
    if (dialog) return dialog;
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  throw new Error(`the popup "${name}" was not drawn within ${DRAW_WITHIN_MS} ms`);
}

const message = {
  kind: 'warning',
  title: 'No rates published today',
  confirmText: null,
  autoCloseMs: 1500,
} as const;

// The first render of a file builds the whole Chakra system: slow on a machine shared with parallel builds.
describe('PopupHost auto-close', { timeout: 30_000 }, () => {
  it('closes a message 1500 ms after it is drawn, even when drawing it came late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const closed = vi.fn();
    void showPopup(message).then(closed);
    // The dialog code has not arrived yet (a slow device): the clock must not run out unseen.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(siteStore.get(popupAtom)?.title).toBe(message.title);

    renderPopupHost();
    expect(await drawnDialog(message.title)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(siteStore.get(popupAtom)?.title).toBe(message.title);
    expect(closed).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(siteStore.get(popupAtom)).toBeNull();
    expect(closed).toHaveBeenCalledOnce();
  });

  it('leaves a message without auto-close open until it is confirmed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPopupHost();
    void showPopup({ kind: 'error', title: 'Something went wrong 500' });
    expect(await drawnDialog('Something went wrong 500')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(siteStore.get(popupAtom)?.title).toBe('Something went wrong 500');
  });
});
