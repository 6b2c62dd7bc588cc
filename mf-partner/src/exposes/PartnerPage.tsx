export { PartnerPage as default } from '../features/partner/PartnerPage';
