import { defineWords } from '@gold/i18n';

/** The languages the texts the server writes into a page are written in. */
export const PAGE_DATA_LANGUAGES = ['en', 'ta', 'kn'] as const;

/**
 * The texts the server writes into a page: the branches page's count of branches, and a 12-hour
 * time of a branch's opening hours, before and after noon (Tamil and Kannada put the day's part
 * first, as CLDR's forms for them do).
 */
export const pageDataWords = defineWords(PAGE_DATA_LANGUAGES, {
  en: {
    oneBranch: '{count} branch',
    branches: '{count} branches',
    beforeNoon: '{time} AM',
    afterNoon: '{time} PM',
  },
  ta: {
    oneBranch: '{count} கிளை',
    branches: '{count} கிளைகள்',
    beforeNoon: 'முற்பகல் {time}',
    afterNoon: 'பிற்பகல் {time}',
  },
  kn: {
    oneBranch: '{count} ಶಾಖೆ',
    branches: '{count} ಶಾಖೆಗಳು',
    beforeNoon: 'ಪೂರ್ವಾಹ್ನ {time}',
    afterNoon: 'ಅಪರಾಹ್ನ {time}',
  },
});
