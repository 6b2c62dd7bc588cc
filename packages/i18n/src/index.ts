// The site's languages. Each app keeps its own words (`defineWords`), built and released with
// it; a page is in one language from its first byte (`pageLanguage`), chosen by the visitor
// (`visitorLanguage`) among those every live part of the site carries (`offeredLanguages`).
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languageFacts,
  languageOfTag,
  languageOfText,
  LANGUAGES,
  type Language,
} from './languages';
export { langFor, pageLanguage, renderingIn } from './pageLanguage';
export {
  defineTexts,
  defineWords,
  fill,
  placesOf,
  type Catalog,
  type TextBook,
  type WordBook,
  type Words,
  type WordsLike,
} from './words';
export { withLanguage } from './languageLinks';
export {
  offeredLanguages,
  visitorLanguage,
  type LanguageAnswer,
  type LanguageAsked,
} from './visitorLanguage';
