import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  languageFacts,
  pageLanguage,
  type Language,
} from '@gold/i18n';
import { LANGUAGE_ITEM_ATTRIBUTE, LANGUAGE_SWITCH_ATTRIBUTE } from '@gold/build-output';
import { chakra } from '@gold/ui';
import { LAYOUT_LANGUAGES, shellWords } from '../ground/shellWords';
import { getRegistry } from '../remotes/resolvedRegistry';
import { navLinkStyle } from './navLinkStyle';

/** The languages the page is offered in, as the server said; all the layout carries at build time. */
function offeredNow(): readonly Language[] {
  if (typeof document === 'undefined') return LAYOUT_LANGUAGES;
  return getRegistry().languages ?? [DEFAULT_LANGUAGE];
}

/**
 * The language switch: each language the page is offered in, in its own name and script, the
 * page's own marked as current. Each is a plain link to this page in that language (`?lang=ta`),
 * so it works before any script, and the page comes anew in it. The build draws every language
 * the layout carries; the server hides those the page is not offered in, as this draws them.
 */
export function LanguageSwitch() {
  const current = pageLanguage();
  const offered = offeredNow();
  return (
    <div {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }} hidden={offered.length < 2}>
      <chakra.ul
        aria-label={shellWords.in(current).language}
        listStyleType="none"
        display="flex"
        gap="1"
      >
        {LAYOUT_LANGUAGES.map((language) => {
          const { name, tag } = languageFacts[language];
          return (
            <li
              key={language}
              {...{ [LANGUAGE_ITEM_ATTRIBUTE]: language }}
              hidden={!offered.includes(language)}
            >
              <chakra.a
                href={`?${LANGUAGE_PARAM}=${language}`}
                hrefLang={tag}
                lang={tag}
                aria-current={language === current ? 'true' : undefined}
                {...navLinkStyle}
                px="2"
              >
                {name}
              </chakra.a>
            </li>
          );
        })}
      </chakra.ul>
    </div>
  );
}
