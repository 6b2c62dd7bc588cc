export { HomePage as default } from '../features/home/HomePage';

/**
 * Nothing on this page changes once it is drawn but its islands, the banner's carousel, the
 * callback form and today's rates (see `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
