import { defineTexts } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../languages';
import type { ContentTexts } from './types';
import * as en from './en';
import * as kn from './kn';
import * as ta from './ta';

/**
 * The written pages in each language this remote carries, one folder per language. A language's
 * folder must give every page (the types say so); the content tests check that each page has the
 * sections, lists and facts of English.
 */
export const contentTexts = defineTexts<(typeof REMOTE_LANGUAGES)[number], ContentTexts>(
  REMOTE_LANGUAGES,
  { en, ta, kn },
);
