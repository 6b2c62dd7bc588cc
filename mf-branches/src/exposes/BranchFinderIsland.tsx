export { BranchFinder as default } from '../features/branches/BranchFinder';
