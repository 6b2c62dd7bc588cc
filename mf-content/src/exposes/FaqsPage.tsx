export { FaqsPage as default } from '../features/faqs/FaqsPage';

/** Nothing on this page changes once it is drawn (see `STATIC_PAGE_EXPORT`, `@gold/build-output`). */
export const staticPage = true;
