export { BranchesPage as default } from '../features/branches/BranchesPage';

/**
 * Nothing on this page changes once it is drawn but its island, the branch search and list (see
 * `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
