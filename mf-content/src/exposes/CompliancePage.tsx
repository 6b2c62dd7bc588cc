export { CompliancePage as default } from '../features/policies/CompliancePage';

/** Nothing on this page changes once it is drawn (see `STATIC_PAGE_EXPORT`, `@gold/build-output`). */
export const staticPage = true;
