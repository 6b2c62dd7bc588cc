export { SecurityPage as default } from '../features/policies/SecurityPage';
