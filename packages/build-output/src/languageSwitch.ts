import type { Language } from '@gold/i18n';

/** Marks the layout's language switch, which the server hides where a page has one language. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';

/** Marks each language of the switch (its value the language), hidden where a page lacks it. */
export const LANGUAGE_ITEM_ATTRIBUTE = 'data-language-item';

/**
 * `html` of a layout drawn with every language it carries, with the switch as a page offered in
 * `offered` shows it: the languages it lacks hidden, and the whole switch where it has one.
 */
export function withOfferedLanguages(html: string, offered: readonly Language[]): string {
  return html
    .replace(new RegExp(`${LANGUAGE_ITEM_ATTRIBUTE}="(\\w+)"`, 'g'), (item, language: Language) =>
      offered.includes(language) ? item : `${item} hidden=""`,
    )
    .replace(`${LANGUAGE_SWITCH_ATTRIBUTE}=""`, (mark) =>
      offered.length > 1 ? mark : `${mark} hidden=""`,
    );
}
