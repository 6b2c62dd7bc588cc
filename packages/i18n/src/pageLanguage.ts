import { languageOfTag, type Language } from './languages';

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
