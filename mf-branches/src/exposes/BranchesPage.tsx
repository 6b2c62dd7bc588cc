export { BranchesPage as default } from '../features/branches/BranchesPage';

/**
 * Nothing on this page changes once it is drawn but its islands, the branch search and list, and
 * the callback form (see `STATIC_PAGE_EXPORT`, `@gold/build-output`).
 */
export const staticPage = true;
