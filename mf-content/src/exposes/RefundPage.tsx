export { RefundPage as default } from '../features/policies/RefundPage';

/** Nothing on this page changes once it is drawn (see `STATIC_PAGE_EXPORT`, `@gold/build-output`). */
export const staticPage = true;
