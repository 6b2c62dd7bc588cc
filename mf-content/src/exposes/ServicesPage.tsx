export { ServicesPage as default } from '../features/services/ServicesPage';

/**
 * Nothing on this page changes once it is drawn but its island, the callback form (see
 * `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
