import { DEFAULT_LANGUAGE, LANGUAGE_PARAM } from '@gold/i18n';

/** The language of a measured page's route: its `?lang=`, else English. */
export const languageOfRoute = (route: string): string =>
  new URL(route, 'http://bench.invalid').searchParams.get(LANGUAGE_PARAM) ?? DEFAULT_LANGUAGE;
