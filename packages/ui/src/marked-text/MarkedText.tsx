import { Fragment, type ReactNode } from 'react';
import { langFor } from '@gold/i18n';

/** Draws one found part of a text; `key` keeps it apart from its neighbours. */
export type DrawPart = (key: number) => ReactNode;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each occurrence of a key of `parts` drawn by it, the rest as plain text. Without a
 * key in the text it is the text itself, so a page without marks is byte for byte as before.
 */
export function drawParts(text: string, parts: ReadonlyMap<string, DrawPart>): ReactNode {
  const keys = [...parts.keys()].filter(Boolean);
  if (!keys.some((key) => text.includes(key))) return text;
  // Longest first, so a name inside a longer one is not found in its place.
  const pattern = new RegExp(
    `(${keys
      .sort((a, b) => b.length - a.length)
      .map(escapeForRegExp)
      .join('|')})`,
  );
  return text.split(pattern).map((part, index) => {
    const draw = index % 2 === 1 ? parts.get(part) : undefined;
    return draw ? draw(index) : <Fragment key={index}>{part}</Fragment>;
  });
}

/**
 * How each of `names` is drawn where it is written in another language than the page's: in a
 * span with that language's `lang` (the English brand name in a Tamil sentence), so a screen
 * reader says it in its own voice. Names in the page's language are left out.
 */
export function nameMarks(names: readonly string[]): Map<string, DrawPart> {
  const marks = new Map<string, DrawPart>();
  for (const name of names) {
    const lang = name && langFor(name);
    if (lang)
      marks.set(name, (key) => (
        <span key={key} lang={lang}>
          {name}
        </span>
      ));
  }
  return marks;
}

/** Props of {@link MarkedText}. */
export interface MarkedTextProps {
  /** The text, often a translated template already filled in (`fill`). */
  text: string;
  /** Names the text may hold that are written in their own language (the brand, the legal name). */
  names: readonly string[];
}

/** A text in the page's language whose names in another language carry their own `lang`. */
export function MarkedText({ text, names }: MarkedTextProps) {
  return <>{drawParts(text, nameMarks(names))}</>;
}
