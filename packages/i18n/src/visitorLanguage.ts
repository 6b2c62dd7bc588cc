import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

/** What a request for a page says of its language. */
export interface LanguageAsked {
  /** The `lang` query parameter, if any. */
  query: string | undefined;
  /** The `lang` cookie, if any. */
  cookie: string | undefined;
  /** The languages the site offers now (see {@link offeredLanguages}). */
  offered: readonly Language[];
}

/** The language a page is sent in, and the choice to keep in the cookie, if the request made one. */
export interface LanguageAnswer {
  language: Language;
  /** Set where the query chose an offered language the cookie did not hold. */
  keep?: Language;
}

/**
 * The page's language: the query's where it names an offered one (a link of the switch, or a
 * search result in that language), else the visitor's kept choice where it is still offered,
 * else English. A language not offered (any more) is never served.
 */
export function visitorLanguage({ query, cookie, offered }: LanguageAsked): LanguageAnswer {
  const isOffered = (value: string | undefined): value is Language =>
    isLanguage(value) && (value === DEFAULT_LANGUAGE || offered.includes(value));
  if (isOffered(query))
    return query === cookie ? { language: query } : { language: query, keep: query };
  if (isOffered(cookie)) return { language: cookie };
  return { language: DEFAULT_LANGUAGE };
}

/**
 * The languages the site offers: those every part of the page carries (the shell and each
 * remote's stable version), in the order of {@link LANGUAGES}; English always.
 */
export function offeredLanguages(carried: readonly (readonly Language[])[]): Language[] {
  return LANGUAGES.filter(
    (language) =>
      language === DEFAULT_LANGUAGE || carried.every((languages) => languages.includes(language)),
  );
}
