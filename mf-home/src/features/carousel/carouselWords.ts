import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/** The carousel's words: its slides' names, its dots' and its stop/start control's. */
export const carouselWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    slideShow: 'the slide show',
    dot: 'Slide {number}: {label}',
    slideOf: '{number} of {count}',
  },
  ta: {
    slideShow: 'ஸ்லைடு காட்சியை',
    dot: 'ஸ்லைடு {number}: {label}',
    slideOf: '{count}-இல் {number}',
  },
  kn: {
    slideShow: 'ಸ್ಲೈಡ್ ಪ್ರದರ್ಶನವನ್ನು',
    dot: 'ಸ್ಲೈಡ್ {number}: {label}',
    slideOf: '{count} ರಲ್ಲಿ {number}',
  },
});
