/** The site's languages: English, and those of the two states it serves (spec section 1). */
export const LANGUAGES = ['en', 'ta', 'kn'] as const;

/** One of {@link LANGUAGES}: ISO 639-1 codes, as the `lang` query parameter spells them. */
export type Language = (typeof LANGUAGES)[number];

/** The language of a page whose visitor chose none: the spec's text, exactly. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The query parameter that names a page's language (`?lang=ta`); English pages have none. */
export const LANGUAGE_PARAM = 'lang';

/** The cookie that keeps the visitor's choice across pages, visits and instances. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * What each language is called in itself (the switch), its tag for `lang` and `hreflang`, and the
 * letters it is written in (Unicode blocks; Latin for English).
 */
export const languageFacts: Readonly<
  Record<Language, { name: string; tag: string; letters: RegExp }>
> = {
  en: { name: 'English', tag: 'en-IN', letters: /[A-Za-z]/ },
  ta: { name: 'தமிழ்', tag: 'ta-IN', letters: /[\u0B80-\u0BFF]/ },
  kn: { name: 'ಕನ್ನಡ', tag: 'kn-IN', letters: /[\u0C80-\u0CFF]/ },
};

/** Whether `value` is one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a `lang` attribute's tag (`ta-IN`, `ta`), English for any other. */
export function languageOfTag(tag: string | null | undefined): Language {
  const code = tag?.toLowerCase().split('-')[0];
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * The language whose letters `text` is written in: Tamil or Kannada where it has theirs, else
 * English where it has Latin letters; none for figures and signs alone.
 */
export function languageOfText(text: string): Language | undefined {
  const scripts = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const own = scripts.find((language) => languageFacts[language].letters.test(text));
  if (own) return own;
  return languageFacts.en.letters.test(text) ? DEFAULT_LANGUAGE : undefined;
}
