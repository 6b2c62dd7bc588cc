export { PartnerForm as default } from '../features/partner/PartnerForm';
