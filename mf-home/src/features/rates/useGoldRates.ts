import { useEffect, useState } from 'react';
import { loadFailedMessage } from '@gold/contracts';
import { rateView, type RateView } from '@gold/page-data';
import { HttpError } from '@gold/http';
import { showPopup } from '@gold/ui';
import { getGoldRates } from './api/getGoldRates';
import { rateWords } from './rateWords';

/** Spec section 8: a flag-not-1 message closes by itself after 1500 ms, with no button. */
export const RATE_MESSAGE_AUTO_CLOSE_MS = 1500;

/** Today's rate as a page holds it. */
export type GoldRates =
  { status: 'loading' } | { status: 'ready'; rate: RateView } | { status: 'unavailable' };

/**
 * Loads today's rate once per page view (goldRate/view; the first content item is the current
 * rate) and shows the spec's popups: the server's message for flag not 1, closing itself after
 * 1500 ms, and 'Something went wrong <status>' with an OK button when the request fails. Where
 * the page came with today's rate (`sent`, the server's, already on screen), it shows that until
 * the answer comes.
 */
export function useGoldRates(sent?: RateView): GoldRates {
  const { noRates } = rateWords.now();
  const [rates, setRates] = useState<GoldRates>(
    sent ? { status: 'ready', rate: sent } : { status: 'loading' },
  );
  useEffect(() => {
    let current = true;
    getGoldRates().then(
      (answer) => {
        if (!current) return;
        const today = answer.data?.content[0];
        if (answer.flag === 1 && today) {
          setRates({ status: 'ready', rate: rateView(today) });
          return;
        }
        setRates({ status: 'unavailable' });
        const message = answer.flag === 1 ? noRates : answer.message;
        void showPopup({
          kind: 'warning',
          title: message,
          confirmText: null,
          autoCloseMs: RATE_MESSAGE_AUTO_CLOSE_MS,
        });
      },
      (error: unknown) => {
        if (!current) return;
        setRates({ status: 'unavailable' });
        const status = error instanceof HttpError ? error.status : 0;
        void showPopup({ kind: 'error', title: loadFailedMessage(status), confirmText: 'OK' });
      },
    );
    return () => {
      current = false;
    };
  }, [noRates]);
  return rates;
}
