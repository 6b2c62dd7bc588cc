export { RefundPage as default } from '../features/policies/RefundPage';
