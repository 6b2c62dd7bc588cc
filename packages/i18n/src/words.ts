import { pageLanguage } from './pageLanguage';
import type { Language } from './languages';

/** An app's words in English: a key for each text, `{name}` where a value goes in. */
export type Words = Readonly<Record<string, string>>;

/** The same texts in another language: every key of `W`, and no other. */
export type WordsLike<W extends Words> = { readonly [K in keyof W]: string };

/** An app's words in each language `L` it carries, English always among them. */
export type Catalog<W extends Words, L extends Language> = { readonly en: W } & {
  readonly [K in Exclude<L, 'en'>]: WordsLike<W>;
};

/** Texts of any shape in each language they carry, ready to be read in a page's language. */
export interface TextBook<T> {
  /** The languages it carries. */
  readonly languages: readonly Language[];
  /** Its texts in `language`. */
  in(language: Language): T;
  /** Its texts in the page's language ({@link pageLanguage}). */
  now(): T;
}

/** An app's words, ready to be read in a page's language. */
export type WordBook<W extends Words> = TextBook<W>;

/**
 * Texts of any one shape (a page's sections, functions of the site's facts) in the languages
 * `L`: the types refuse a language whose texts lack the shape of English. A page is only ever
 * served in a language every live version carries; asked for another, the book answers English
 * and says so on the console.
 */
export function defineTexts<const L extends Language, T>(
  languages: readonly L[],
  catalog: { readonly en: T } & { readonly [K in Exclude<L, 'en'>]: T },
): TextBook<T> {
  const byLanguage = catalog as unknown as Partial<Record<Language, T>>;
  const book: TextBook<T> = {
    languages,
    in(language) {
      const texts = byLanguage[language];
      if (texts) return texts;
      console.error(`texts asked for in "${language}", which this build does not carry`);
      return catalog.en;
    },
    now: () => book.in(pageLanguage()),
  };
  return book;
}

/**
 * The words of one app (or one part of it) in the languages it carries: the types refuse a
 * language without every key ({@link defineTexts}).
 */
export function defineWords<const L extends Language, W extends Words>(
  languages: readonly L[],
  catalog: Catalog<W, L>,
): WordBook<W> {
  return defineTexts<L, W>(languages, catalog as { readonly en: W } & Record<Exclude<L, 'en'>, W>);
}

/** `template` with each `{name}` replaced by `values.name`. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The `{name}` places of a template, sorted. */
export function placesOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}
