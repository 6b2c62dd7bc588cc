export { PrivacyPage as default } from '../features/policies/PrivacyPage';

/** Nothing on this page changes once it is drawn (see `STATIC_PAGE_EXPORT`, `@gold/build-output`). */
export const staticPage = true;
