import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/** The rate badge's words: its name, its label, its button and its rates per gram. */
export const rateWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    region: "Today's gold rates",
    label: "Today's gold rate",
    rotation: 'the rate rotation',
    unavailable: 'Not available right now',
    perGram: '{amount} / gram',
    noRates: 'No rates published today',
  },
  ta: {
    region: 'இன்றைய தங்க விலைகள்',
    label: 'இன்றைய தங்க விலை',
    rotation: 'விலைச் சுழற்சியை',
    unavailable: 'தற்போது கிடைக்கவில்லை',
    perGram: '{amount} / கிராம்',
    noRates: 'இன்றைய விலைகள் இன்னும் வெளியிடப்படவில்லை',
  },
  kn: {
    region: 'ಇಂದಿನ ಚಿನ್ನದ ದರಗಳು',
    label: 'ಇಂದಿನ ಚಿನ್ನದ ದರ',
    rotation: 'ದರಗಳ ಸರದಿ ಪ್ರದರ್ಶನವನ್ನು',
    unavailable: 'ಸದ್ಯಕ್ಕೆ ಲಭ್ಯವಿಲ್ಲ',
    perGram: '{amount} / ಗ್ರಾಂ',
    noRates: 'ಇಂದಿನ ದರಗಳನ್ನು ಇನ್ನೂ ಪ್ರಕಟಿಸಿಲ್ಲ',
  },
});
