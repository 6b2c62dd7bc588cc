export { BranchesPage as default } from '../features/branches/BranchesPage';
