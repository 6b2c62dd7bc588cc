import type { Language } from '@gold/i18n';

/**
 * The languages this remote's words carry: its build prerenders each page in each, and the site
 * offers a language once every remote's live version carries it.
 */
export const REMOTE_LANGUAGES = ['en', 'ta', 'kn'] as const satisfies readonly Language[];
