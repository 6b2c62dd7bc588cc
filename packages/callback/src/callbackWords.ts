import type { PreferredTime } from '@gold/contracts';
import { defineWords, LANGUAGES } from '@gold/i18n';

/**
 * The callback form's words, in every language of the site: a shared package, bundled by each
 * remote that shows the form, carries them all. The preferred times stay the server's values; only
 * their labels change.
 */
export const callbackWords = defineWords(LANGUAGES, {
  en: {
    title: 'Request a Callback',
    submit: 'Request callback',
    name: 'Name',
    preferredTime: 'Preferred time',
    selectTime: 'Select a time',
    morning: 'Morning (9 am - 12 noon)',
    afternoon: 'Afternoon (12 - 4 pm)',
    evening: 'Evening (4 - 7 pm)',
    anyTime: 'Any time',
    message: 'Message (optional)',
  },
  ta: {
    title: 'உங்களை நாங்களே அழைக்கிறோம்',
    submit: 'என்னை அழைக்கவும்',
    name: 'பெயர்',
    preferredTime: 'அழைக்க வசதியான நேரம்',
    selectTime: 'நேரத்தைத் தேர்ந்தெடுக்கவும்',
    morning: 'காலை (9 மணி முதல் நண்பகல் 12 மணி வரை)',
    afternoon: 'மதியம் (12 முதல் 4 மணி வரை)',
    evening: 'மாலை (4 முதல் 7 மணி வரை)',
    anyTime: 'எந்த நேரமும் பரவாயில்லை',
    message: 'செய்தி (விருப்பத்தேர்வு)',
  },
  kn: {
    title: 'ನಾವೇ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತೇವೆ',
    submit: 'ನನಗೆ ಕರೆ ಮಾಡಿ',
    name: 'ಹೆಸರು',
    preferredTime: 'ಕರೆಗೆ ಅನುಕೂಲಕರ ಸಮಯ',
    selectTime: 'ಸಮಯವನ್ನು ಆರಿಸಿ',
    morning: 'ಬೆಳಿಗ್ಗೆ (9 ರಿಂದ ಮಧ್ಯಾಹ್ನ 12 ರವರೆಗೆ)',
    afternoon: 'ಮಧ್ಯಾಹ್ನ (12 ರಿಂದ 4 ರವರೆಗೆ)',
    evening: 'ಸಂಜೆ (4 ರಿಂದ 7 ರವರೆಗೆ)',
    anyTime: 'ಯಾವುದೇ ಸಮಯ ಆಗಬಹುದು',
    message: 'ಸಂದೇಶ (ಐಚ್ಛಿಕ)',
  },
});

type CallbackWords = ReturnType<typeof callbackWords.in>;

/** The word that labels each preferred time: the value sent stays the server's English. */
export const timeWord = {
  'Morning (9 am - 12 noon)': 'morning',
  'Afternoon (12 - 4 pm)': 'afternoon',
  'Evening (4 - 7 pm)': 'evening',
  'Any time': 'anyTime',
} as const satisfies Record<PreferredTime, keyof CallbackWords>;
