import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { captchaMatches, generateCaptcha } from '@gold/contracts';

/** A captcha's shown text and what the visitor typed, as {@link Captcha} displays it. */
export interface CaptchaState {
  /** The six characters shown. */
  text: string;
  /** What the visitor typed. */
  entry: string;
  setEntry: (entry: string) => void;
  /** Shows new characters and clears the entry (the refresh button, and after a sent form). */
  refresh: () => void;
  /** Whether the entry equals the shown text, case-sensitively. */
  matches: () => boolean;
  /**
   * The entry box. It is not controlled: what a visitor typed before the form's code came stays
   * in it, and is taken as the entry once it has (see `Captcha`).
   */
  entryInput: RefObject<HTMLInputElement | null>;
}

/**
 * State of one captcha: `shown` where the page came with one (the server's, of this page load,
 * already on screen before the code came), new random characters otherwise; new ones on every
 * refresh.
 */
export function useCaptcha(shown?: string): CaptchaState {
  const [text, setText] = useState(() => shown ?? generateCaptcha());
  const [entry, setEntry] = useState('');
  const entryInput = useRef<HTMLInputElement>(null);
  const refresh = useCallback(() => {
    setText(generateCaptcha());
    setEntry('');
    if (entryInput.current) entryInput.current.value = '';
  }, []);
  return useMemo(
    () => ({
      text,
      entry,
      setEntry,
      refresh,
      // The box itself, where it is drawn: a click held before the code came may be replayed before
      // the state has taken what the box holds.
      matches: () => captchaMatches(text, entryInput.current?.value ?? entry),
      entryInput,
    }),
    [text, entry, refresh],
  );
}
