export { AboutPage as default } from '../features/about/AboutPage';

/**
 * Nothing on this page changes once it is drawn but its island, today's rates (see
 * `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
