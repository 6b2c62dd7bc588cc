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

/** What each language is called in itself (the switch), and its tag for `lang` and `hreflang`. */
export const languageFacts: Readonly<Record<Language, { name: string; tag: string }>> = {
  en: { name: 'English', tag: 'en-IN' },
  ta: { name: 'தமிழ்', tag: 'ta-IN' },
  kn: { name: 'ಕನ್ನಡ', tag: 'kn-IN' },
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
