// The written pages in English, as the spec has them.
export { complianceDeclaration } from './compliance';
export { faqsPage } from './faqs';
export { privacyPolicy } from './privacy';
export { refundPolicy } from './refund';
export { securityPolicies } from './security';
export { servicesPage } from './services';
export { termsAndConditions } from './terms';
