export type {
  ContentTexts,
  Facts,
  FaqPage,
  PageText,
  QA,
  Section,
  Service,
  ServicesPage,
} from './types';
export { complianceTexts } from './complianceTexts';
export { faqsTexts } from './faqsTexts';
export { privacyTexts } from './privacyTexts';
export { refundTexts } from './refundTexts';
export { securityTexts } from './securityTexts';
export { servicesTexts } from './servicesTexts';
export { termsTexts } from './termsTexts';
