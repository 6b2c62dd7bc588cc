import { renderStandalone } from '@gold/standalone';
import BranchesPage from './exposes/BranchesPage';

// Started alone (`pnpm dev` in this folder): the exposed pages without the shell.
renderStandalone({
  branches: BranchesPage,
});
