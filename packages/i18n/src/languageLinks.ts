import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from './languages';

const BASE = 'http://site.invalid';

/**
 * `href` (a path of the site, with any query and hash) in `language`: `?lang=ta` added or
 * replaced, and none for English, so that English links stay as the spec has them.
 */
export function withLanguage(href: string, language: Language): string {
  const url = new URL(href, BASE);
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete(LANGUAGE_PARAM);
  else url.searchParams.set(LANGUAGE_PARAM, language);
  return `${url.pathname}${url.search}${url.hash}`;
}
