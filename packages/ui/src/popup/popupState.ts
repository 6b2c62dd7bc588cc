import { atom } from 'jotai';
import { messageIn } from '@gold/contracts';
import { siteStore } from '@gold/http';
import { pageLanguage } from '@gold/i18n';
import { uiWords } from '../words/uiWords';

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

/**
 * `request` as the page's language says it: the catalogue's texts (and the server's refusals it
 * knows) in that language, the confirm button "OK" where none is named.
 */
function inPageLanguage(request: PopupRequest): PopupRequest {
  const language = pageLanguage();
  const { confirmText = uiWords.in('en').ok } = request;
  return {
    ...request,
    title: messageIn(request.title, language),
    ...(request.text !== undefined && { text: messageIn(request.text, language) }),
    confirmText:
      confirmText === uiWords.in('en').ok
        ? uiWords.in(language).ok
        : confirmText && messageIn(confirmText, language),
  };
}

/**
 * Shows a popup, in the page's language; resolves when it closes. Works from any app: the store
 * is a shared singleton.
 */
export function showPopup(request: PopupRequest): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = () => {
      if (siteStore.get(popupAtom)?.id === id) siteStore.set(popupAtom, null);
      resolve();
    };
    siteStore.get(popupAtom)?.close();
    siteStore.set(popupAtom, { ...inPageLanguage(request), id, close });
  });
}
