import { useEffect } from 'react';
import type { OpenPopup } from './popupState';

/**
 * Closes a popup that asks for it `autoCloseMs` after it is drawn: the dialog code may come late
 * on a slow device, and a message must not close before anyone could read it.
 */
export function useAutoClose(popup: OpenPopup | null): void {
  useEffect(() => {
    if (!popup?.autoCloseMs) return;
    const timer = setTimeout(popup.close, popup.autoCloseMs);
    return () => clearTimeout(timer);
  }, [popup]);
}
