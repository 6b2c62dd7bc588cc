export { TermsPage as default } from '../features/policies/TermsPage';
