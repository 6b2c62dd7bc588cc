import { atom } from 'jotai';
import { siteStore } from '@gold/http';

/** What a popup says and how it closes. */
export interface PopupRequest {
  /** Sets the icon colour and the announcement: warnings and errors interrupt, successes are polite. */
  kind: 'success' | 'warning' | 'error';
  /** The message, word for word as the spec gives it. */
  title: string;
  /** Optional second line. */
  text?: string;
  /** Label of the confirm button; null shows no button (the popup must auto-close). */
  confirmText?: string | null;
  /** Closes the popup by itself this many milliseconds after it is drawn (not after it was asked for). */
  autoCloseMs?: number;
}

export interface OpenPopup extends PopupRequest {
  id: number;
  close: () => void;
}

/** The popup on screen (one at a time; a new one replaces the old). */
export const popupAtom = atom<OpenPopup | null>(null);

let nextId = 1;

/** Shows a popup; resolves when it closes. Works from any app: the store is a shared singleton. */
export function showPopup(request: PopupRequest): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = () => {
      if (siteStore.get(popupAtom)?.id === id) siteStore.set(popupAtom, null);
      resolve();
    };
    siteStore.get(popupAtom)?.close();
    siteStore.set(popupAtom, { confirmText: 'OK', ...request, id, close });
  });
}
