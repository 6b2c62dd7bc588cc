import { languageFacts, languageOfTag, languageOfText, type Language } from './languages';

// A page's language never changes under it (the switch loads the page anew), so it is read from
// the document, set by the server, rather than carried through React: a remote's copy of this
// package reads the same answer as the shell's. The build renders each language in turn, in one
// process, and says which one it renders.
let rendering: Language | undefined;

/** Runs `render` as the build renders a page in `language` (synchronous, as renderToString is). */
export function renderingIn<T>(language: Language, render: () => T): T {
  const before = rendering;
  rendering = language;
  try {
    return render();
  } finally {
    rendering = before;
  }
}

/** The language this page is in: the one being rendered, else the document's `lang`. */
export function pageLanguage(): Language {
  if (rendering) return rendering;
  return languageOfTag(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/**
 * The `lang` tag a text of the data or the config (a branch's address, the English brand name)
 * needs in a page in `page`'s language: its own where it is written in another language's
 * letters, none where it is the page's (so English pages stay as they are).
 */
export function langFor(text: string, page: Language = pageLanguage()): string | undefined {
  const written = languageOfText(text);
  return written && written !== page ? languageFacts[written].tag : undefined;
}
