import { useEffect, useState } from 'react';
import { loadFailedMessage, type GoldRate } from '@gold/contracts';
import { HttpError } from '@gold/http';
import { showPopup } from '@gold/ui';
import { getGoldRates } from './api/getGoldRates';

/** Spec section 8: a flag-not-1 message closes by itself after 1500 ms, with no button. */
export const RATE_MESSAGE_AUTO_CLOSE_MS = 1500;

/** Today's rate (null until it arrives or when it cannot be had), with the spec's popups. */
export function useGoldRates(): GoldRate | null {
  const [rate, setRate] = useState<GoldRate | null>(null);
  useEffect(() => {
    let current = true;
    getGoldRates().then(
      (answer) => {
        if (!current) return;
        const today = answer.data?.content[0];
        if (answer.flag === 1 && today) setRate(today);
        else
          void showPopup({ kind: 'warning', title: answer.message, confirmText: null, autoCloseMs: RATE_MESSAGE_AUTO_CLOSE_MS });
      },
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof HttpError ? error.status : 0;
        void showPopup({ kind: 'error', title: loadFailedMessage(status), confirmText: 'OK' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return rate;
}
