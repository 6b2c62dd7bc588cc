export { CompliancePage as default } from '../features/policies/CompliancePage';
