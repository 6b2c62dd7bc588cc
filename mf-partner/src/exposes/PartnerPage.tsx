export { PartnerPage as default } from '../features/partner/PartnerPage';

/**
 * Nothing on this page changes once it is drawn but its island, the enquiry form (see
 * `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
