export type { Facts, FaqPage, PageText, QA, Section, Service, ServicesPage } from './types';
export { servicesPage } from './services';
export { faqsPage } from './faqs';
export { privacyPolicy } from './privacy';
export { termsAndConditions } from './terms';
export { securityPolicies } from './security';
export { complianceDeclaration } from './compliance';
export { refundPolicy } from './refund';
