import { defineTexts, type TextBook } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../languages';
import type { ContentTexts } from './types';

type RemoteLanguage = (typeof REMOTE_LANGUAGES)[number];

/**
 * One written page in each language this remote carries, read from each language's folder: a
 * book per page, so that a page's chunk carries its own texts and not the other pages'. A
 * language's folder must give every page in English's shape (the types say so); the content tests
 * check that each has the sections, lists and facts of English.
 */
export function pageTexts<P extends keyof ContentTexts>(
  catalog: Readonly<Record<RemoteLanguage, ContentTexts[P]>>,
): TextBook<ContentTexts[P]> {
  return defineTexts<RemoteLanguage, ContentTexts[P]>(REMOTE_LANGUAGES, catalog);
}
