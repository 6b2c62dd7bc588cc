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

/** An app's words, ready to be read in a page's language. */
export interface WordBook<W extends Words> {
  /** The languages it carries. */
  readonly languages: readonly Language[];
  /** Its words in `language`. */
  in(language: Language): W;
  /** Its words in the page's language ({@link pageLanguage}). */
  now(): W;
}

/**
 * The words of one app (or one part of it) in the languages it carries: the types refuse a
 * language without every key. A page is only ever served in a language every live version
 * carries; asked for another, the book answers English and says so on the console.
 */
export function defineWords<const L extends Language, W extends Words>(
  languages: readonly L[],
  catalog: Catalog<W, L>,
): WordBook<W> {
  const byLanguage = catalog as unknown as Partial<Record<Language, W>>;
  const book: WordBook<W> = {
    languages,
    in(language) {
      const words = byLanguage[language];
      if (words) return words;
      console.error(`words asked for in "${language}", which this build does not carry`);
      return catalog.en;
    },
    now: () => book.in(pageLanguage()),
  };
  return book;
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
