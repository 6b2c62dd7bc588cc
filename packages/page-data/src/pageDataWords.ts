import { defineWords } from '@gold/i18n';

/** The languages the texts the server writes into a page are written in. */
export const PAGE_DATA_LANGUAGES = ['en', 'ta', 'kn'] as const;

/** The texts the server writes into a page: the branches page's count of branches. */
export const pageDataWords = defineWords(PAGE_DATA_LANGUAGES, {
  en: { oneBranch: '{count} branch', branches: '{count} branches' },
  ta: { oneBranch: '{count} கிளை', branches: '{count} கிளைகள்' },
  kn: { oneBranch: '{count} ಶಾಖೆ', branches: '{count} ಶಾಖೆಗಳು' },
});
