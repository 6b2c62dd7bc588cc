// The written pages in Kannada, one function per page, as in English.
export { complianceDeclaration } from './compliance';
export { faqsPage } from './faqs';
export { privacyPolicy } from './privacy';
export { refundPolicy } from './refund';
export { securityPolicies } from './security';
export { servicesPage } from './services';
export { termsAndConditions } from './terms';
