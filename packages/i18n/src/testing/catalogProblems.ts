import { languageFacts, type Language } from '../languages';
import { placesOf, type WordBook, type Words } from '../words';

/** Whether `text` has a letter of `language`'s script (Latin for English). */
export function hasLetterOf(language: Language, text: string): boolean {
  return languageFacts[language].letters.test(text);
}

/** Whether `text` has a word of two letters or more, outside its `{places}` ("18K" has none). */
const hasWord = (text: string) => /\p{L}{2}/u.test(text.replace(/\{\w+\}/g, ''));

/**
 * Every way `book` falls short in a language it carries, one line each: a key missing, left
 * empty, with other `{places}` than English, or (where English has letters) with none of the
 * language's script, as an English text left untranslated would be. Empty when it is whole.
 */
export function catalogProblems<W extends Words>(book: WordBook<W>): string[] {
  const english = book.in('en');
  const problems: string[] = [];
  for (const language of book.languages) {
    if (language === 'en') continue;
    const words: Readonly<Record<string, string | undefined>> = book.in(language);
    for (const key of new Set([...Object.keys(english), ...Object.keys(words)])) {
      const text = words[key];
      const source = english[key];
      if (source === undefined) problems.push(`${language}.${key}: not a key of English`);
      else if (typeof text !== 'string' || !text.trim())
        problems.push(`${language}.${key}: missing`);
      else if (placesOf(text).join() !== placesOf(source).join())
        problems.push(
          `${language}.${key}: places ${placesOf(text)} where English has ${placesOf(source)}`,
        );
      else if (hasWord(source) && !hasLetterOf(language, text))
        problems.push(`${language}.${key}: no ${language} letter in "${text}"`);
    }
  }
  return problems;
}
