import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goldRateViewRequest, type GoldRate } from '@gold/contracts';
import { HttpError, siteStore } from '@gold/http';
import { rateView } from '@gold/page-data';
import { popupAtom } from '@gold/ui';
import { rateAnswer, todaysRate } from '../../testing/goldRateAnswer';
import { rateWords } from './rateWords';
import { RATE_MESSAGE_AUTO_CLOSE_MS, useGoldRates } from './useGoldRates';

const postEncrypted = vi.hoisted(() => vi.fn());
vi.mock('@gold/http/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@gold/http/client')>()),
  postEncrypted,
}));

const yesterday: GoldRate = {
  karat18: 5800,
  karat22: 7100,
  karat24: 7750,
  lastUpdateTime: '2025-01-31T04:30:00.000Z',
};

beforeEach(() => {
  postEncrypted.mockReset();
});
afterEach(() => {
  siteStore.get(popupAtom)?.close();
});

describe('useGoldRates', () => {
  it('posts goldRate/view with the payload of spec section 7, once', async () => {
    postEncrypted.mockResolvedValue(rateAnswer(todaysRate));
    const { rerender } = renderHook(() => useGoldRates());
    rerender();
    await waitFor(() => expect(postEncrypted).toHaveBeenCalledTimes(1));
    expect(postEncrypted.mock.calls[0]?.slice(0, 2)).toEqual([
      'goldRate/view',
      goldRateViewRequest,
    ]);
    expect(goldRateViewRequest).toEqual({
      dataStatus: 2,
      content: '',
      endDate: '',
      startDate: '',
      pageSize: 5,
      page: 0,
    });
  });

  it('takes the first item of the content list as the current rate', async () => {
    postEncrypted.mockResolvedValue(rateAnswer(todaysRate, yesterday));
    const { result } = renderHook(() => useGoldRates());
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', rate: rateView(todaysRate) }),
    );
    expect(siteStore.get(popupAtom)).toBeNull();
  });

  it("shows the rate the page came with at once, then the page's own answer", async () => {
    postEncrypted.mockResolvedValue(rateAnswer(todaysRate));
    const sent = rateView(yesterday);
    const { result } = renderHook(() => useGoldRates(sent));
    expect(result.current).toEqual({ status: 'ready', rate: sent });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', rate: rateView(todaysRate) }),
    );
    expect(postEncrypted).toHaveBeenCalledTimes(1);
  });

  it('shows a rate whose record holds only the three carats of spec section 3', async () => {
    const spec = { karat18: 5850, karat22: 7150, karat24: 7800 };
    // The client parses the decrypted answer with the page's schema, as in production.
    postEncrypted.mockImplementation(
      (_path: string, _payload: unknown, parse: (value: unknown) => unknown) =>
        Promise.resolve({ ...rateAnswer(), data: parse({ content: [spec], totalElements: 1 }) }),
    );
    const { result } = renderHook(() => useGoldRates());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', rate: rateView(spec) }));
    expect(siteStore.get(popupAtom)).toBeNull();
  });

  it('shows the server message for flag not 1 without a button, to close itself after 1500 ms', async () => {
    postEncrypted.mockResolvedValue({ flag: 0, message: 'Rates are being updated', data: null });
    const { result } = renderHook(() => useGoldRates());
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
    // The popup host times the closing from when the dialog is drawn (PopupHost.test.tsx).
    expect(siteStore.get(popupAtom)).toMatchObject({
      kind: 'warning',
      title: 'Rates are being updated',
      confirmText: null,
      autoCloseMs: 1500,
    });
    expect(RATE_MESSAGE_AUTO_CLOSE_MS).toBe(1500);
  });

  it('says there is no rate today, the same way, when the list is empty', async () => {
    postEncrypted.mockResolvedValue(rateAnswer());
    const { result } = renderHook(() => useGoldRates());
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
    expect(siteStore.get(popupAtom)).toMatchObject({
      title: rateWords.in('en').noRates,
      confirmText: null,
      autoCloseMs: RATE_MESSAGE_AUTO_CLOSE_MS,
    });
  });

  it.each([
    [500, 'Something went wrong 500'],
    [0, 'Something went wrong 0'],
  ])(
    'shows "Something went wrong " and the status %s with an OK button when the request fails',
    async (status, title) => {
      postEncrypted.mockRejectedValue(new HttpError(status, 'failed'));
      const { result } = renderHook(() => useGoldRates());
      await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
      const popup = siteStore.get(popupAtom);
      expect(popup).toMatchObject({ kind: 'error', title, confirmText: 'OK' });
      expect(popup?.autoCloseMs).toBeUndefined();
    },
  );
});
