export { PrivacyPage as default } from '../features/policies/PrivacyPage';
