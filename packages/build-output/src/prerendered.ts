import { DEFAULT_LANGUAGE, type Language } from '@gold/i18n';

/**
 * A production build of the shell or a remote writes its pages as HTML, rendered in Node at build
 * time, into this folder of its build. The server puts that HTML into the page it sends, so the
 * browser paints the page before any script has run; the scripts then draw the same page over it.
 */
export const PRERENDER_DIR = 'prerender';

/**
 * Marks the place of the page in the shell's prerendered layout: the inner HTML of the element the
 * page is hydrated in, replaced by the page's HTML.
 */
export const PAGE_SLOT = '@@prerendered-page@@';

/**
 * The `identifierPrefix` of a prerendered page's React root, at build time and in the browser. A
 * page is rendered in a root of its own, so its `useId` values do not depend on where the shell
 * puts it, and the prefix keeps them apart from the shell's.
 */
export const PAGE_ID_PREFIX = 'page-';

/**
 * The attribute of the style element a prerendered page brings its CSS in: the Emotion ids of its
 * rules, space-separated. The browser's style cache takes those rules as inserted where they are
 * (see `@gold/ui`), so nothing moves the element.
 */
export const SENT_STYLES_ATTRIBUTE = 'data-sent-styles';

/**
 * Marks an element that covers a prerendered page until images have settled (home's landing
 * loader); its value is their URLs, space-separated. The server's inline script hides it once all
 * have loaded, any has failed, or {@link COVER_MAX_WAIT_ATTRIBUTE} ms have passed, so the page
 * under it answers taps before its scripts run. The page's own code then removes it by the same
 * rule.
 */
export const COVER_IMAGES_ATTRIBUTE = 'data-cover-until-loaded';

/** The longest, in ms, that an element marked with {@link COVER_IMAGES_ATTRIBUTE} covers the page. */
export const COVER_MAX_WAIT_ATTRIBUTE = 'data-cover-max-wait';

/** What one file of {@link PRERENDER_DIR} holds: one page, or the shell's layout around a page. */
export interface PrerenderedFragment {
  /** The markup, without style elements; the layout's holds {@link PAGE_SLOT} once. */
  html: string;
  /** The CSS rules the markup uses, by Emotion style id, so that rules two fragments share are sent once. */
  styles: Record<string, string>;
  /**
   * The values of the public config that the render read. The HTML is only right where the
   * server runs with the same values (a phone number printed at build time, for one).
   */
  config: Record<string, unknown>;
  /**
   * A page's: the identifier prefix its ids were rendered with. A fragment without it (built
   * before pages were hydrated) cannot be hydrated, and the server sends no HTML for it.
   */
  idPrefix?: string;
  /** A page's: true where its module says it is static (see `STATIC_PAGE_EXPORT`). */
  static?: boolean;
  /**
   * A static page's: the modules of its remote that draw its islands (`Island`, `@gold/ui/island`),
   * the only code of the page the browser loads.
   */
  islands?: string[];
  /**
   * A static page's islands the server fills with its data as it sends the page (`ServerIsland`
   * of `@gold/page-data`), by their index in the marks of the HTML.
   */
  serverIslands?: unknown[];
  /**
   * The shell's layout drawn with the marks of the server's data named by `keys` in its place
   * (`@gold/page-data`), for the server to fill where it has that data; `html` is without.
   */
  dataTemplate?: { keys: string[]; html: string };
  /**
   * The layout's: the font files its language's text is drawn in from the first paint (the
   * script's regular face), which the server preloads; none for English.
   */
  fonts?: string[];
}

/** `.json`, or `.ta.json` for a fragment in another language than English. */
const jsonIn = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '.json' : `.${language}.json`;

/**
 * File of the prerendered page of an exposed module in `language` (`./HomePage` is
 * `HomePage.json` in English, `HomePage.ta.json` in Tamil): a build writes one for each language
 * it carries.
 */
export function pageFragmentFile(module: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${PRERENDER_DIR}/${module.replace(/^\.\//, '')}${jsonIn(language)}`;
}

/** File of the shell's prerendered layout around the page at a route path (`home`, `FAQs`), in `language`. */
export function layoutFragmentFile(
  routePath: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${PRERENDER_DIR}/layout-${routePath}${jsonIn(language)}`;
}

/**
 * Public path of the files a prerendered page links to (the home banner's art). A remote's
 * files live under its version's folder, known only when the server sends the page, so the
 * server puts that folder in place of this.
 */
export const PRERENDER_PUBLIC_PATH = '/__prerender_public_path__/';
