import { DEFAULT_LANGUAGE, LANGUAGES } from '@gold/i18n';
import { routeHref, siteRoutes } from '@gold/routes';

/** Every page of the spec with the h1 its placeholder or page shows. */
export const pages = siteRoutes.map((route) => ({ ...route, href: routeHref(route) }));

/** The site's languages other than English, each page's other versions. */
export const LANGUAGES_BESIDES_ENGLISH = LANGUAGES.filter(
  (language): language is Exclude<typeof language, 'en'> => language !== DEFAULT_LANGUAGE,
);
