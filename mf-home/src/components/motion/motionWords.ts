import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/** The words of the stop/start control of what moves by itself; `{what}` is the caller's. */
export const motionWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    start: 'Start {what}',
    stop: 'Stop {what}',
  },
  ta: {
    start: '{what} தொடங்கவும்',
    stop: '{what} நிறுத்தவும்',
  },
  kn: {
    start: '{what} ಆರಂಭಿಸಿ',
    stop: '{what} ನಿಲ್ಲಿಸಿ',
  },
});
