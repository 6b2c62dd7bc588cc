// The written pages in Tamil, with the sections, lists and facts of the English ones.
export { complianceDeclaration } from './compliance';
export { faqsPage } from './faqs';
export { privacyPolicy } from './privacy';
export { refundPolicy } from './refund';
export { securityPolicies } from './security';
export { servicesPage } from './services';
export { termsAndConditions } from './terms';
