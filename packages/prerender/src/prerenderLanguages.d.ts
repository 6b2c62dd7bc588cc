// The remote's `src/languages.ts`, by an alias the prerender build sets.
declare module 'prerender-languages' {
  import type { Language } from '@gold/i18n';
  /** The languages the remote's words carry. */
  export const REMOTE_LANGUAGES: readonly Language[];
}
